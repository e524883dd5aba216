import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{safeMessage}from"./chunk-XMRLLCRG.mjs";import{waitForNewerPacket}from"./chunk-JNDI2RQK.mjs";import"./chunk-IKHRPWSM.mjs";import{readRepoContext}from"./chunk-WDI4N7PT.mjs";import{flag,intOption,parseCommandArgs,stringOption}from"./chunk-SGCGOVUN.mjs";import"./chunk-SIQBFI73.mjs";import"./chunk-ZZZ2233F.mjs";import"./chunk-T3PHT5M2.mjs";import{cutAtWord}from"./chunk-6242YFQB.mjs";import"./chunk-DB2VZ5GW.mjs";import"./chunk-IMXK6MRS.mjs";import{listPackets,readPacket}from"./chunk-32O5UPHC.mjs";import{ensureHandoffDir}from"./chunk-WGSLT63J.mjs";import{writeFileAtomic}from"./chunk-RIPO6S2N.mjs";import{locateRepo}from"./chunk-ZWYVQF26.mjs";import"./chunk-KPBRIWEU.mjs";import"./chunk-AQLLAEMQ.mjs";import{writeOut}from"./chunk-EUGOWSF5.mjs";import{showInvisibles}from"./chunk-Z4EADGHF.mjs";import"./chunk-TDGID5LJ.mjs";import"./chunk-VUFXVYO2.mjs";import"./chunk-VJOF5EGM.mjs";import"./chunk-OISOITNR.mjs";import"./chunk-EKMC4VDR.mjs";import{handoffPath}from"./chunk-VX2OOGFT.mjs";import"./chunk-JBNGGZTO.mjs";import"./chunk-3B2PT45R.mjs";import"./chunk-IV7MVC6W.mjs";import{HandoffError,UsageError}from"./chunk-2EW5G43O.mjs";import"./chunk-UL26HAUG.mjs";import{mkdir}from"node:fs/promises";import{basename,dirname,resolve}from"node:path";import{createHash}from"node:crypto";function plain(text){return text.replace(/ \(from packet [0-9a-f]{16}\)$/,"")}function added(newer,older){let before=new Set(older.map(plain));return[...new Set(newer.map(plain))].filter(text=>!before.has(text))}function facts(packet){return[...(packet.user_messages??[]).map(m=>`user: ${m.text}`),...(packet.conclusions??[]).map(c=>`${c.kind.replace("_"," ")}: ${c.text}`),...packet.pitfalls.map(p=>`pitfall: ${p.text}`),...packet.open_decisions.map(d=>`decision: ${d.question}`),...packet.assumptions_to_validate.map(a=>`assumption: ${a.text}`),...(packet.proofs??[]).map(p=>`proof: ${p.text}`),...packet.open_risks.map(r=>`risk: ${r.detail}`)]}function openItems(packet){return[...packet.pitfalls.map(p=>`pitfall: ${p.text}`),...packet.open_decisions.map(d=>`decision: ${d.question}`),...packet.assumptions_to_validate.map(a=>`assumption: ${a.text}`),...packet.open_risks.map(r=>`risk: ${r.detail}`),...packet.unmet_contracts.map(c=>`contract: ${c}`)]}function files(packet){return[...packet.changed_files,...packet.work_range.files.map(f=>f.path)]}function withAnswer(line,newer){let decided=(newer.resolved_decisions??[]).find(d=>line===`decision: ${d.question}`);if(decided===void 0||decided.choice===null&&decided.why===null)return line;let choice=decided.choice===null?"":` → ${decided.choice}`;return`${line}${choice}${decided.why===null?"":` (${decided.why})`}`}function packetChanges(older,newer){return{facts_added:added(facts(newer),facts(older)),resolved:added(openItems(older),openItems(newer)).map(line=>withAnswer(line,newer)),files_touched:added(files(newer),files(older)),failures_fixed:added(older.failed_attempts,newer.failed_attempts),failures_new:added(newer.failed_attempts,older.failed_attempts)}}function firstPacketChanges(packet){return{facts_added:[...new Set(facts(packet))],resolved:[],files_touched:[...new Set(files(packet))],failures_fixed:[],failures_new:[...new Set(packet.failed_attempts.map(plain))]}}function esc(text){return showInvisibles(text).replace(/&/g,"&amp;").replace(/</g,"&lt;").replace(/>/g,"&gt;").replace(/"/g,"&quot;").replace(/'/g,"&#39;")}function utc(iso){if(iso===null)return"date unknown";let match=/^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);return match===null?"date unknown":`${match[1]} ${match[2]} UTC`}var VIEW_PACKETS_PER_LINE=10;function viewLineKey(branch,topic){return`${branch??""}\0${topic}`}function linesOf(packets){let lines=new Map;for(let p of[...packets].sort((a,b)=>b.seq-a.seq)){let key=viewLineKey(p.packet.branch,p.packet.topic),line=lines.get(key)??{key,branch:p.packet.branch,topic:p.packet.topic,packets:[]};line.packets.push(p),lines.set(key,line)}return[...lines.values()]}function list(items,className=""){return items.length===0?"":`<ul${className===""?"":` class="${className}"`}>${items.map(i=>`<li>${i}</li>`).join("")}</ul>`}function section(title,body){return body===""?"":`<section class="part"><h4>${esc(title)}</h4>${body}</section>`}function who(agent,date,packet){let parts=[agent,date,packet===null?null:`from ${packet}`].filter(v=>v!==null);return parts.length===0?"":` <span class="who">${esc(parts.join(" · "))}</span>`}function changesHtml(changes,first){let rows=[],row=(label,items,cls)=>{items.length>0&&rows.push(`<div class="change ${cls}"><span class="label">${esc(label)}</span>${list(items.map(esc))}</div>`)};return row("Facts added",changes.facts_added,"added"),row("Resolved",changes.resolved,"resolved"),row("Files touched",changes.files_touched,"files"),row("Failures fixed",changes.failures_fixed,"fixed"),row("New failures",changes.failures_new,"failed"),section(first?"First packet of this line":"Changed since the packet before",rows.length===0?'<p class="none">Nothing new.</p>':rows.join(""))}function packetHtml(view,changes,first){let p=view.packet,directives=(p.user_messages??[]).map(m=>`<blockquote>${esc(m.text)}</blockquote>${who(m.agent,m.date,m.packet)}`),conclusions=(p.conclusions??[]).map(c=>`<span class="kind ${esc(c.kind)}">${esc(c.kind.replace("_"," "))}</span> ${esc(c.text)}${who(c.agent,c.date,c.packet)}`),failures=[...p.failed_attempts.map(f=>`<code>${esc(f)}</code>`),...p.feedback_tail.filter(t=>t.last_error_line!==void 0).map(t=>`<code>${esc(t.command)}</code> → exit ${esc(String(t.exit_code))}: ${esc(t.last_error_line??"")}`)],next=`<p>${esc(p.next_action)}</p>${p.next_command!==null&&p.next_command!==p.next_action?`<p><code>${esc(p.next_command)}</code></p>`:""}`,verdicts=[...p.verdict_trail.map(v=>`<span class="verdict">${esc(v.verdict)}</span> ${esc(v.task_id)} (${esc(v.source)}${v.total===void 0?"":`, ${v.total}/10`})${v.defects.length===0?"":`: ${esc(v.defects.join("; "))}`}`),...p.open_risks.map(r=>`<span class="sev ${esc(r.severity)}">${esc(r.severity)}</span> ${esc(r.detail)}`),...p.items.map(i=>`<span class="verdict">${esc(i.status)}</span> ${esc(i.name)}`)],notes=[...p.open_decisions.map(d=>`decision: ${esc(d.question)}`),...(p.resolved_decisions??[]).map(d=>`decided: ${esc(d.question)}${d.choice===null?"":` → ${esc(d.choice)}`}${d.why===null?"":` (${esc(d.why)})`}`),...p.pitfalls.map(x=>`pitfall: ${esc(x.text)}`),...p.assumptions_to_validate.map(x=>`assumption: ${esc(x.text)}`),...(p.proofs??[]).map(x=>`proof: ${esc(x.text)}`)],counts=[[directives.length,"directive"],[conclusions.length,"conclusion"],[p.failed_attempts.length,"failure"]].filter(([n])=>n>0).map(([n,word])=>`${n} ${word}${n===1?"":"s"}`).join(" · "),host=view.host===null?"":` · ${esc(view.host)}`;return`<li><details class="packet" id="p-${esc(p.id)}" data-status="${esc(view.status)}">
<summary><span class="head"><time datetime="${esc(view.written_at??"")}">${esc(utc(view.written_at))}</time> <span class="badge ${esc(view.status)}">${esc(view.status)}</span> <code class="id">${esc(p.id)}</code><span class="host">${host}</span>${counts===""?"":` <span class="counts">${esc(counts)}</span>`}</span>
<span class="objective">${esc(cutAtWord(p.objective??p.summary,200))}</span>
<span class="next"><b>Next:</b> ${esc(cutAtWord(p.next_action,200))}</span></summary>
<div class="body">
${changesHtml(changes,first)}
${section("Objective",`<p>${esc(p.objective??"(none recorded)")}</p>`)}
${section("The user's words",list(directives))}
${section("Conclusions",list(conclusions))}
${section("Failures",list(failures))}
${section("Next action",next)}
${section("Verdicts and risks",list(verdicts))}
${section("Open notes",list(notes))}
${section("Last report",p.agent_report===null?"":`<p>${esc(p.agent_report)}</p>`)}
${section("Files",list([...new Set(p.changed_files)].map(f=>`<code>${esc(f)}</code>`),"files"))}
</div></details></li>`}function hashSource(text){return`'sha256-${createHash("sha256").update(text,"utf8").digest("base64")}'`}function pagePolicy(){return["default-src 'none'",`style-src ${hashSource(STYLE)}`,`script-src ${hashSource(SCRIPT)}`,"base-uri 'none'","form-action 'none'"].join("; ")}function renderViewHtml(packets,options){let lines=linesOf(packets),nav=lines.map((line,i)=>`<a href="#line-${i}">${esc(line.branch??"(detached)")}${line.topic==="default"?"":` / ${esc(line.topic)}`} <span class="n">${line.packets.length}</span></a>`).join(""),body=lines.length===0?'<p class="empty">No packets yet. Run <code>handoff write</code> to create one.</p>':lines.map((line,i)=>{let shown=line.packets.slice(0,VIEW_PACKETS_PER_LINE),items=shown.map((view,k)=>{let older=line.packets[k+1];return older===void 0?packetHtml(view,firstPacketChanges(view.packet),!0):packetHtml(view,packetChanges(older.packet,view.packet),!1)}),left=(options.omitted?.get(line.key)??0)+(line.packets.length-shown.length);if(left>0){let oldest=shown[shown.length-1]?.packet.id??"";items.push(`<li class="more"><p class="none">${left} older packet${left===1?"":"s"} of this line not shown (older than ${esc(oldest)}): <code>handoff list --all</code> lists them, <code>handoff show ID</code> shows one.</p></li>`)}return`<section class="line" id="line-${i}" aria-labelledby="line-${i}-h">
<h2 id="line-${i}-h">${esc(line.branch??"(detached)")} <span class="topic">topic ${esc(line.topic)}</span></h2>
<ol class="timeline">${items.join(`
`)}</ol></section>`}).join(`
`),count=packets.length;return`<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${pagePolicy()}">
<title>handoff · ${esc(options.title)}</title>
<style>${STYLE}</style></head>
<body>
<header>
<h1>handoff · ${esc(options.title)}</h1>
<p class="meta">${count} packet${count===1?"":"s"} on ${lines.length} line${lines.length===1?"":"s"} of work · generated ${esc(utc(options.generated_at))}</p>
<div class="search" role="search"><label for="q">Search</label>
<input id="q" type="search" placeholder="Search every packet: active, superseded, archived (press /)" autocomplete="off">
<button type="button" id="toggle">Expand all</button>
<span id="count" aria-live="polite"></span></div>
<nav aria-label="Lines of work">${nav}</nav>
</header>
<main>
${body}
</main>
<script>${SCRIPT}</script>
</body></html>
`}var STYLE=`
:root{--bg:#fff;--fg:#1d1f23;--muted:#5f6670;--line:#d8dce2;--card:#f7f8fa;--accent:#2456c7;--ok:#1f7a3a;--bad:#b3261e;--warn:#8a5a00}
@media (prefers-color-scheme:dark){:root{--bg:#15171a;--fg:#e6e8eb;--muted:#9aa2ad;--line:#343a42;--card:#1d2025;--accent:#7aa5ff;--ok:#6fcf8e;--bad:#ff8a80;--warn:#e0b050}}
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;background:var(--bg);color:var(--fg)}
header{position:sticky;top:0;z-index:1;background:var(--bg);border-bottom:1px solid var(--line);padding:12px 24px}
h1{font-size:20px;margin:0}
.meta{margin:2px 0 8px;color:var(--muted)}
.search{display:flex;gap:8px;align-items:center;flex-wrap:wrap}
.search label{font-weight:600}
#q{flex:1;min-width:220px;max-width:640px;padding:6px 10px;font:inherit;border:1px solid var(--line);border-radius:6px;background:var(--card);color:var(--fg)}
button{font:inherit;padding:5px 10px;border:1px solid var(--line);border-radius:6px;background:var(--card);color:var(--fg);cursor:pointer}
#count{color:var(--muted)}
nav{display:flex;gap:6px;flex-wrap:wrap;margin-top:8px}
nav a{color:var(--accent);text-decoration:none;border:1px solid var(--line);border-radius:12px;padding:1px 10px}
nav .n{color:var(--muted)}
main{padding:8px 24px 48px;max-width:1100px}
h2{font-size:17px;margin:20px 0 8px}
h2 .topic{font-weight:400;color:var(--muted);font-size:14px}
ol.timeline{list-style:none;margin:0;padding:0 0 0 14px;border-left:2px solid var(--line)}
ol.timeline>li{margin:0 0 10px;position:relative}
ol.timeline>li::before{content:"";position:absolute;left:-21px;top:14px;width:10px;height:10px;border-radius:50%;background:var(--accent)}
details.packet{background:var(--card);border:1px solid var(--line);border-radius:8px}
details.packet[data-status=superseded],details.packet[data-status=archived]{opacity:.85}
summary{cursor:pointer;padding:8px 12px;display:block;list-style:none}
summary::-webkit-details-marker{display:none}
summary:focus-visible,a:focus-visible,button:focus-visible,#q:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
summary .head{display:block;color:var(--muted);font-size:13px}
summary .objective{display:block;font-weight:600;margin-top:2px}
summary .next{display:block}
.badge{display:inline-block;border-radius:10px;padding:0 8px;font-size:12px;border:1px solid currentColor}
.badge.active{color:var(--ok)}.badge.superseded{color:var(--muted)}.badge.archived{color:var(--warn)}
.counts{margin-left:6px}
code{font:13px ui-monospace,SFMono-Regular,Menlo,monospace;overflow-wrap:anywhere}
.body{padding:0 14px 10px;border-top:1px solid var(--line)}
.part h4{margin:10px 0 4px;font-size:13px;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}
.part ul{margin:0;padding-left:20px}
.part p{margin:4px 0}
blockquote{margin:0;display:inline;font-style:italic}
.who{color:var(--muted);font-size:12px;margin-left:6px}
.kind{font-size:12px;border-radius:4px;padding:0 5px;border:1px solid var(--line)}
.kind.dead_end,.change.failed .label{color:var(--bad)}
.change.fixed .label,.change.resolved .label{color:var(--ok)}
.change .label{font-weight:600;font-size:13px}
.sev.block{color:var(--bad)}.sev.warn{color:var(--warn)}
.none,.empty{color:var(--muted)}
mark{background:#ffe27a;color:#000}
[hidden]{display:none!important}
`,SCRIPT=`
(function(){
var q=document.getElementById("q"),count=document.getElementById("count"),toggle=document.getElementById("toggle");
var items=Array.prototype.slice.call(document.querySelectorAll("details.packet"));
var texts=items.map(function(d){return d.textContent.toLowerCase();});
var opened=[];
function apply(){
  var terms=q.value.toLowerCase().split(/\\s+/).filter(Boolean),shown=0;
  opened.forEach(function(d){d.open=false;});opened=[];
  items.forEach(function(d,i){
    var hit=terms.every(function(t){return texts[i].indexOf(t)!==-1;});
    d.parentElement.hidden=!hit;if(hit)shown++;
  });
  Array.prototype.forEach.call(document.querySelectorAll("section.line"),function(s){
    s.hidden=!s.querySelector("ol.timeline>li:not([hidden])");
  });
  if(terms.length){
    count.textContent=shown+" of "+items.length+" packets match";
    if(shown<=5)items.forEach(function(d){if(!d.parentElement.hidden&&!d.open){d.open=true;opened.push(d);}});
  }else count.textContent="";
}
q.addEventListener("input",apply);
q.addEventListener("keydown",function(e){
  if(e.key==="Enter"){e.preventDefault();var first=items.filter(function(d){return !d.parentElement.hidden;})[0];
    if(first){first.open=true;first.querySelector("summary").focus();}}
  else if(e.key==="Escape"){q.value="";apply();q.blur();}
});
document.addEventListener("keydown",function(e){
  var t=e.target&&e.target.tagName;
  if(e.key==="/"&&t!=="INPUT"&&t!=="TEXTAREA"&&!e.ctrlKey&&!e.metaKey&&!e.altKey){e.preventDefault();q.focus();q.select();}
});
toggle.addEventListener("click",function(){
  var open=toggle.textContent==="Expand all";
  items.forEach(function(d){if(!d.parentElement.hidden)d.open=open;});
  toggle.textContent=open?"Collapse all":"Expand all";
});
})();
`;var usage=`Usage: handoff view [--root DIR] [--out FILE] [--serve [--port N]]

Write the registry as one self-contained HTML page and print its path: every branch and topic's
packets as a timeline, newest first, each with its objective, the user's words, the agent's
conclusions, failures, next action and verdicts, and what changed since the packet before it
(facts added, resolved, files touched, failures fixed); a search box over every packet, active,
superseded and archived (the newest ${VIEW_PACKETS_PER_LINE} of each line of work; the page counts the older
ones and says how to read them). Inline CSS and JS, no request leaves the page; keyboard: Tab moves
between packets, Enter opens one, / focuses the search, Escape clears it.

Options:
  --root DIR   repo root (default: the enclosing git repo)
  --out FILE   where to write the page (default: .handoff/view.html, git-ignored)
  --serve      also serve the page on http://127.0.0.1 until interrupted (Ctrl-C)
  --port N     the port for --serve (default: any free one)

Exit codes: 0 written, 2 bad usage.`;function toViewPacket({entry,packet}){return{packet,status:entry.status,written_at:entry.at??null,host:entry.host??null,seq:entry.seq}}async function readViewPackets(root){let{packets:entries,skipped:lines}=await listPackets(root,{all:!0}),skipped=lines.map(l=>`.handoff/log.jsonl line ${l.line} skipped: ${l.reason}`),perLine=new Map,omitted=new Map,packets=[];for(let entry of entries){let key=viewLineKey(entry.branch,entry.topic),seen=perLine.get(key)??0;if(perLine.set(key,seen+1),seen>VIEW_PACKETS_PER_LINE){omitted.set(key,(omitted.get(key)??0)+1);continue}try{packets.push({entry,packet:await readPacket(root,entry.id,{verify:!0})})}catch(error){if(!(error instanceof HandoffError))throw error;skipped.push(`packet ${entry.id} left out: ${error.message}`)}}return{packets,skipped,omitted}}async function run(args,io){let parsed=parseCommandArgs("view",args,{root:{type:"string"},out:{type:"string"},serve:{type:"boolean"},port:{type:"string"}});if(parsed.positionals.length>0)throw new UsageError(`handoff view takes no arguments, got '${parsed.positionals[0]}'`);let serve=flag(parsed,"serve");if(!serve&&stringOption(parsed,"port")!==void 0)throw new UsageError("--port goes with --serve");let port=intOption("view",parsed,"port",0,{min:0,max:65535}),{root}=await locateRepo(io.cwd,stringOption(parsed,"root")),out=stringOption(parsed,"out"),path=out===void 0?handoffPath(root,"view.html"):resolve(io.cwd,out),context=await readRepoContext(io.cwd,stringOption(parsed,"root")),newer=await waitForNewerPacket(root,context.branch,"default",!0);newer!==null&&await writeOut(io.stderr,`handoff view: ${newer}
`);let{packets,skipped,omitted}=await readViewPackets(root);for(let line of skipped)await writeOut(io.stderr,`handoff view: ${await safeMessage(line)}
`);let html=renderViewHtml(packets.map(toViewPacket),{title:basename(root),generated_at:new Date().toISOString(),omitted});if(out===void 0?await ensureHandoffDir(root):await mkdir(dirname(path),{recursive:!0}),await writeFileAtomic(path,html),await writeOut(io.stdout,`${path}
`),!serve)return 0;let{servePage}=await import("./serve-page-S7EQY737.mjs");return await servePage(html,port,async url=>{await writeOut(io.stdout,`Serving on ${url} (Ctrl-C to stop)
`)}),0}export{run,toViewPacket,usage};
