import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{safeMessage}from"./chunk-C7YATXMY.mjs";import{waitForNewerPacket}from"./chunk-XFE5UY35.mjs";import"./chunk-BBUQK62E.mjs";import{readRepoContext}from"./chunk-GXUJ2G4W.mjs";import{commandOf,reasonOf}from"./chunk-TIXGD2UP.mjs";import{flag,intOption,parseCommandArgs,stringOption}from"./chunk-SGCGOVUN.mjs";import"./chunk-SIQBFI73.mjs";import"./chunk-W3RS2FYS.mjs";import{cutAtWord}from"./chunk-6242YFQB.mjs";import{NEVER_A_REASON,scoreLine}from"./chunk-AWIQY6YZ.mjs";import{showInvisibles}from"./chunk-Z4EADGHF.mjs";import{listPackets,readPacket}from"./chunk-4BGWXTDE.mjs";import"./chunk-TCJXTLOO.mjs";import"./chunk-QUBTQX4U.mjs";import"./chunk-V7R22VVH.mjs";import"./chunk-2CGCKEFB.mjs";import{writeOut}from"./chunk-EUGOWSF5.mjs";import"./chunk-BSJKGQFW.mjs";import{ensureHandoffDir}from"./chunk-LJCVNB4G.mjs";import{writeFileAtomic}from"./chunk-A5HBA5TX.mjs";import"./chunk-OEZD5RB4.mjs";import{locateRepo}from"./chunk-ADQPNWVS.mjs";import"./chunk-DB2VZ5GW.mjs";import"./chunk-KPBRIWEU.mjs";import"./chunk-FZODRTDQ.mjs";import"./chunk-VUFXVYO2.mjs";import{handoffPath}from"./chunk-VX2OOGFT.mjs";import"./chunk-JBNGGZTO.mjs";import"./chunk-3B2PT45R.mjs";import"./chunk-IV7MVC6W.mjs";import"./chunk-JSBL4CGL.mjs";import{HandoffError,UsageError}from"./chunk-2EW5G43O.mjs";import"./chunk-UL26HAUG.mjs";import{mkdir}from"node:fs/promises";import{basename,dirname,resolve}from"node:path";import{createHash}from"node:crypto";var ATTEMPT=/^([\s\S]*) -> (exit (?:-?[0-9]+|null)(?: \(x[0-9]+\))?)( \(passed later(?: as ([\s\S]+?))?\))?(?: \(from packet ([0-9a-f]{16})\))?$/;function parseAttemptLine(line){let match=ATTEMPT.exec(line);return match===null?{command:commandOf(line),exit:"exit ?",passed_later:!1,passed_as:null,from_packet:null}:{command:match[1]??"",exit:match[2]??"",passed_later:match[3]!==void 0,passed_as:match[4]??null,from_packet:match[5]??null}}function attemptsOf(packet){let seen=new Set,out=[];for(let line of packet.failed_attempts){let attempt=parseAttemptLine(line);seen.has(attempt.command)||(seen.add(attempt.command),out.push(attempt))}return out}function lastFailure(tail,command){return tail.findLast(entry=>entry.command===command&&entry.exit_code!==0)}function reasonFor(command,packet,older){let entry=lastFailure(packet.feedback_tail,command)??(older===null?void 0:lastFailure(older.feedback_tail,command));if(entry===void 0)return null;let reason=reasonOf(entry);if(reason===null||reason==="")return null;let score=scoreLine(reason);return score<0||score===NEVER_A_REASON?null:reason}function failureRows(packet,older){let before=new Map((older===null?[]:attemptsOf(older)).map(a=>[a.command,a])),rows=[],now=attemptsOf(packet);for(let attempt of now){let previous=before.get(attempt.command),wasFailing=previous!==void 0&&!previous.passed_later;rows.push({command:attempt.command,exit:attempt.exit,state:attempt.passed_later?wasFailing?"fixed":"passed later":"failing",passed_as:attempt.passed_as,reason:reasonFor(attempt.command,packet,older),is_new:previous===void 0,from_packet:attempt.from_packet})}let listed=new Set(now.map(a=>a.command));if(older!==null)for(let[command,previous]of before)listed.has(command)||previous.passed_later||rows.push({command,exit:previous.exit,state:"fixed",passed_as:null,reason:reasonFor(command,older,null),is_new:!1,from_packet:null});let rank={failing:0,"passed later":1,fixed:2};return rows.map((row,index)=>({row,index})).sort((a,b)=>rank[a.row.state]-rank[b.row.state]||a.index-b.index).map(({row})=>row)}function countFailures(rows){return{failing:rows.filter(r=>r.state==="failing").length,passed_later:rows.filter(r=>r.state==="passed later").length,fixed:rows.filter(r=>r.state==="fixed").length}}var STORY_KINDS=[{kind:"user",label:"the user's words"},{kind:"decision",label:"decisions"},{kind:"fixed",label:"failures fixed"},{kind:"failure",label:"new failures"},{kind:"next",label:"next action"},{kind:"file",label:"files"},{kind:"objective",label:"objective"},{kind:"conclusion",label:"conclusions"},{kind:"note",label:"notes"},{kind:"risk",label:"risks"}];function plain(text){return text.replace(/ \(from packet [0-9a-f]{16}\)$/,"")}function added(newer,older){let before=new Set(older.map(plain));return[...new Set(newer.map(plain))].filter(text=>!before.has(text))}function userWords(packet){return(packet.user_messages??[]).map(m=>typeof m=="string"?m:m.text)}function conclusionsOf(packet,kind){return(packet.conclusions??[]).filter(c=>kind==="decision"==(c.kind==="decision")).map(c=>c.kind==="dead_end"?`dead end: ${c.text}`:c.text)}function decidedText(d){let choice=d.choice===null?"no option recorded":`chose ${d.choice}`;return`${d.question} → ${choice}${d.why===null?"":` (${d.why})`}`}function openNotes(packet){return[...packet.pitfalls.map(p=>`pitfall: ${p.text}`),...packet.assumptions_to_validate.map(a=>`assumption: ${a.text}`),...packet.unmet_contracts.map(c=>`contract: ${c}`)]}function filesOf(packet){return[...packet.changed_files,...packet.work_range.files.map(f=>f.path)]}function failureText(row){return row.state!=="failing"?`${row.command}${row.passed_as===null?"":` (passed as ${row.passed_as})`}`:`${row.command}${row.reason===null?"":` — ${row.reason}`}`}function packetStory(packet,older){let failures=failureRows(packet,older),was=older,items=[],push=(kind,texts)=>{for(let text of texts)items.push({kind,text})};if(push("user",added(userWords(packet),was===null?[]:userWords(was))),push("decision",added((packet.resolved_decisions??[]).map(d=>`decided: ${decidedText(d)}`),(was?.resolved_decisions??[]).map(d=>`decided: ${decidedText(d)}`))),was!==null){let settled=new Set((packet.resolved_decisions??[]).map(d=>d.question)),open=new Set(packet.open_decisions.map(d=>d.question));push("decision",was.open_decisions.filter(d=>!open.has(d.question)&&!settled.has(d.question)).map(d=>`decided: ${d.question} → no option recorded`))}push("decision",added(packet.open_decisions.map(d=>`open question: ${d.question}`),(was?.open_decisions??[]).map(d=>`open question: ${d.question}`))),push("decision",added(conclusionsOf(packet,"decision"),was===null?[]:conclusionsOf(was,"decision"))),push("fixed",failures.filter(f=>f.state==="fixed").map(f=>`fixed: ${failureText(f)}`)),push("failure",failures.filter(f=>f.is_new).map(f=>f.state==="failing"?`failing: ${failureText(f)}`:`failed, then passed: ${failureText(f)}`)),(was===null||plain(was.next_action)!==plain(packet.next_action))&&push("next",[`next: ${packet.next_action}`]),push("file",added(filesOf(packet),was===null?[]:filesOf(was)));let objective=objectiveOf(packet),said=new Set(items.filter(item=>item.kind==="user").map(item=>item.text));was!==null&&objectiveOf(was)!==objective&&!said.has(objective)&&push("objective",[`objective now: ${objective}`]),push("conclusion",added(conclusionsOf(packet,"other"),was===null?[]:conclusionsOf(was,"other"))),push("note",added(openNotes(packet),was===null?[]:openNotes(was))),push("note",added((packet.proofs??[]).map(p=>`proof: ${p.text}`),(was?.proofs??[]).map(p=>`proof: ${p.text}`))),was!==null&&push("note",added(openNotes(was),openNotes(packet)).map(line=>`resolved ${line}`));let risks=p=>p.open_risks.map(r=>`${r.severity}: ${r.detail}`);return push("risk",added(risks(packet),was===null?[]:risks(was))),{items,failures,counts:countFailures(failures)}}function storyKinds(story){let present=new Set(story.items.map(item=>item.kind));return STORY_KINDS.map(({kind})=>kind).filter(kind=>present.has(kind))}function objectiveOf(packet){return plain(packet.objective??packet.summary)}function lineObjective(newestFirst){let newest=newestFirst[0];return newest===void 0?"":objectiveOf(newest)}function headlineOf(story,max=4){let files=story.items.filter(item=>item.kind==="file").map(item=>item.text),folded=[];for(let item of story.items)if(item.kind!=="file")folded.push(item);else if(item.text===files[0]){let shown=files.slice(0,3).join(", "),text=files.length===1?`file: ${shown}`:`${files.length} files: ${shown}`;folded.push({kind:"file",text:files.length>3?`${text}, …`:text})}let firsts=new Set,kinds=new Set;for(let item of folded)firsts.size<max&&!kinds.has(item.kind)&&(kinds.add(item.kind),firsts.add(item));for(let item of folded)firsts.size<max&&firsts.add(item);return{items:folded.filter(item=>firsts.has(item)),more:Math.max(0,folded.length-firsts.size)}}var VIEW_STYLE=`
:root{--bg:#fff;--fg:#1d1f23;--muted:#5f6670;--line:#d8dce2;--card:#f7f8fa;--accent:#2456c7;--ok:#1f7a3a;--bad:#b3261e;--warn:#8a5a00}
@media (prefers-color-scheme:dark){:root{--bg:#15171a;--fg:#e6e8eb;--muted:#9aa2ad;--line:#343a42;--card:#1d2025;--accent:#7aa5ff;--ok:#6fcf8e;--bad:#ff8a80;--warn:#e0b050}}
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;background:var(--bg);color:var(--fg)}
header{position:sticky;top:0;z-index:1;background:var(--bg);border-bottom:1px solid var(--line);padding:12px 24px}
h1{font-size:20px;margin:0}
.meta{margin:2px 0 8px;color:var(--muted)}
.search{display:flex;gap:8px;align-items:center;flex-wrap:wrap}
.search label{font-weight:600}
#q{flex:1 1 260px;min-width:0;max-width:720px;padding:6px 10px;font:inherit;border:1px solid var(--line);border-radius:6px;background:var(--card);color:var(--fg)}
select{font:inherit;font-size:14px;padding:4px 6px;border:1px solid var(--line);border-radius:6px;background:var(--card);color:var(--fg);max-width:100%}
button{font:inherit;padding:5px 10px;border:1px solid var(--line);border-radius:6px;background:var(--card);color:var(--fg);cursor:pointer}
#count{color:var(--muted)}
nav{display:flex;gap:6px;flex-wrap:wrap;margin-top:8px}
nav a{color:var(--accent);text-decoration:none;border:1px solid var(--line);border-radius:12px;padding:1px 10px;overflow-wrap:anywhere}
nav .n{color:var(--muted)}
main{padding:8px 24px 48px}
h2{font-size:17px;margin:20px 0 2px;overflow-wrap:anywhere}
h2 .topic{font-weight:400;color:var(--muted);font-size:14px}
.line-objective{margin:0 0 10px;overflow-wrap:anywhere}
.line-objective b{color:var(--muted);font-weight:600}
ol.timeline{list-style:none;margin:0;padding:0 0 0 14px;border-left:2px solid var(--line)}
ol.timeline>li{margin:0 0 10px;position:relative}
ol.timeline>li::before{content:"";position:absolute;left:-21px;top:14px;width:10px;height:10px;border-radius:50%;background:var(--accent)}
details.packet{background:var(--card);border:1px solid var(--line);border-radius:8px;min-width:0}
details.packet[data-status=superseded],details.packet[data-status=archived]{opacity:.9}
summary{cursor:pointer;padding:8px 12px;display:block;list-style:none}
summary::-webkit-details-marker{display:none}
summary:focus-visible,a:focus-visible,button:focus-visible,select:focus-visible,#q:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
summary .head{display:block;color:var(--muted);font-size:13px}
.headline{display:flex;flex-wrap:wrap;gap:2px 14px;margin-top:2px;font-weight:600;overflow-wrap:anywhere}
.headline.none{font-weight:400;color:var(--muted)}
.headline .more{font-weight:400;color:var(--muted)}
.item.user{font-style:italic}
.item.fixed,.state.fixed,.state.passed-later,.count.fixed{color:var(--ok)}
.item.failure,.state.failing,.count.failing{color:var(--bad)}
.count{display:inline-block;border-radius:10px;padding:0 8px;font-size:12px;border:1px solid currentColor;margin-left:6px}
.count.passed-later{color:var(--muted)}
.badge{display:inline-block;border-radius:10px;padding:0 8px;font-size:12px;border:1px solid currentColor}
.badge.active{color:var(--ok)}.badge.superseded{color:var(--muted)}.badge.archived{color:var(--warn)}
code{font:13px ui-monospace,SFMono-Regular,Menlo,monospace;overflow-wrap:anywhere}
.body{padding:0 14px 10px;border-top:1px solid var(--line)}
@media (min-width:1100px){.body{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:0 32px}.body .wide{grid-column:1/-1}}
.part{min-width:0}
.part h4{margin:10px 0 4px;font-size:13px;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}
.part ul{margin:0;padding-left:20px}
.part p{margin:4px 0;overflow-wrap:anywhere}
.part li{overflow-wrap:anywhere}
.failure .state{font-weight:600;font-size:13px}
.failure .new{font-size:12px;border:1px solid var(--line);border-radius:4px;padding:0 4px}
.failure .reason{display:block;color:var(--muted);font-size:13px}
.exit{color:var(--muted);font-size:13px}
blockquote{margin:0;display:inline;font-style:italic}
.who{color:var(--muted);font-size:12px;margin-left:6px}
.kind{font-size:12px;border-radius:4px;padding:0 5px;border:1px solid var(--line)}
.kind.dead_end{color:var(--bad)}
.decided{color:var(--ok);font-weight:600}
.sev.block{color:var(--bad)}.sev.warn{color:var(--warn)}
.none,.empty{color:var(--muted)}
mark{background:#ffe27a;color:#000;border-radius:2px}
[hidden]{display:none!important}
@media (max-width:600px){header{padding:10px 12px}main{padding:8px 12px 40px}.body{padding:0 10px 8px}}
`,VIEW_SCRIPT=`
(function(){
function byId(id){return document.getElementById(id);}
var q=byId("q"),count=byId("count"),toggle=byId("toggle");
var lists={branch:byId("f-branch"),kind:byId("f-kind"),state:byId("f-state")};
var KEYS=["q","branch","kind","state"];
var items=Array.prototype.slice.call(document.querySelectorAll("details.packet"));
var texts=items.map(function(d){return d.textContent.toLowerCase();});
var opened=[],terms=[],bodyMarked=[];
function tokens(d,name){return (d.getAttribute(name)||"").split(" ");}
function unmark(){
  Array.prototype.forEach.call(document.querySelectorAll("main mark"),function(m){
    var parent=m.parentNode;parent.replaceChild(document.createTextNode(m.textContent),m);parent.normalize();
  });
}
function mark(root,terms){
  var walker=document.createTreeWalker(root,NodeFilter.SHOW_TEXT,null),nodes=[],node;
  while((node=walker.nextNode()))nodes.push(node);
  nodes.forEach(function(textNode){
    var text=textNode.nodeValue,lower=text.toLowerCase(),ranges=[];
    terms.forEach(function(t){for(var i=lower.indexOf(t);i!==-1;i=lower.indexOf(t,i+t.length))ranges.push([i,i+t.length]);});
    if(!ranges.length)return;
    ranges.sort(function(a,b){return a[0]-b[0]||b[1]-a[1];});
    var frag=document.createDocumentFragment(),at=0;
    ranges.forEach(function(r){
      if(r[1]<=at)return;var start=Math.max(r[0],at);
      if(start>at)frag.appendChild(document.createTextNode(text.slice(at,start)));
      var m=document.createElement("mark");m.textContent=text.slice(start,r[1]);frag.appendChild(m);at=r[1];
    });
    if(at<text.length)frag.appendChild(document.createTextNode(text.slice(at)));
    textNode.parentNode.replaceChild(frag,textNode);
  });
}
function markBody(i){
  if(!terms.length||bodyMarked[i])return;
  bodyMarked[i]=true;var body=items[i].querySelector(".body");if(body)mark(body,terms);
}
function matches(d,i){
  if(lists.branch.value&&d.getAttribute("data-branch")!==lists.branch.value)return false;
  if(lists.kind.value&&tokens(d,"data-kinds").indexOf(lists.kind.value)===-1)return false;
  if(lists.state.value&&tokens(d,"data-states").indexOf(lists.state.value)===-1)return false;
  return terms.every(function(t){return texts[i].indexOf(t)!==-1;});
}
function fragment(){
  var parts=[];
  KEYS.forEach(function(k){var v=k==="q"?q.value:lists[k].value;if(v)parts.push(k+"="+encodeURIComponent(v));});
  return parts.length?"#"+parts.join("&"):"";
}
function isSearchFragment(hash){return /^#(q|branch|kind|state)=/.test(hash);}
function writeFragment(){
  var next=fragment();
  if(next===location.hash||(next===""&&!isSearchFragment(location.hash)))return;
  try{history.replaceState(null,"",next||location.pathname+location.search);}catch(e){}
}
function readFragment(){
  if(!isSearchFragment(location.hash))return false;
  var values={};
  location.hash.slice(1).split("&").forEach(function(pair){
    var at=pair.indexOf("=");if(at<1)return;
    try{values[pair.slice(0,at)]=decodeURIComponent(pair.slice(at+1).replace(/\\+/g," "));}catch(e){}
  });
  q.value=values.q||"";
  ["branch","kind","state"].forEach(function(k){var v=values[k]||"";lists[k].value=v;if(lists[k].value!==v)lists[k].value="";});
  return true;
}
function apply(write){
  terms=q.value.toLowerCase().split(/\\s+/).filter(Boolean);
  var shown=0,filtered=terms.length||lists.branch.value||lists.kind.value||lists.state.value;
  opened.forEach(function(d){d.open=false;});opened=[];
  unmark();bodyMarked=[];
  items.forEach(function(d,i){
    var hit=matches(d,i);
    d.parentElement.hidden=!hit;
    if(hit){shown++;if(terms.length){mark(d.querySelector("summary"),terms);if(d.open)markBody(i);}}
  });
  Array.prototype.forEach.call(document.querySelectorAll("section.line"),function(s){
    s.hidden=!s.querySelector("ol.timeline>li:not([hidden])");
  });
  if(filtered){
    count.textContent=shown+" of "+items.length+" packets match";
    if(terms.length&&shown<=5)items.forEach(function(d,i){if(!d.parentElement.hidden&&!d.open){d.open=true;opened.push(d);markBody(i);}});
  }else count.textContent="";
  if(write)writeFragment();
}
// A closed card's body is marked when it opens: marking every match of a big page on each
// keystroke took half a second (200 cards of 20 KB packets, 15,600 marks).
items.forEach(function(d,i){d.addEventListener("toggle",function(){if(d.open)markBody(i);});});
q.addEventListener("input",function(){apply(true);});
Object.keys(lists).forEach(function(k){lists[k].addEventListener("change",function(){apply(true);});});
q.addEventListener("keydown",function(e){
  if(e.key==="Enter"){e.preventDefault();var first=items.filter(function(d){return !d.parentElement.hidden;})[0];
    if(first){first.open=true;first.querySelector("summary").focus();}}
  else if(e.key==="Escape"){q.value="";apply(true);q.blur();}
});
document.addEventListener("keydown",function(e){
  var t=e.target&&e.target.tagName;
  if(e.key==="/"&&t!=="INPUT"&&t!=="TEXTAREA"&&t!=="SELECT"&&!e.ctrlKey&&!e.metaKey&&!e.altKey){e.preventDefault();q.focus();q.select();}
});
window.addEventListener("hashchange",function(){if(readFragment())apply(false);});
toggle.addEventListener("click",function(){
  var open=toggle.textContent==="Expand all";
  items.forEach(function(d){if(!d.parentElement.hidden)d.open=open;});
  toggle.textContent=open?"Collapse all":"Expand all";
});
if(readFragment())apply(false);
})();
`;function esc(text){return showInvisibles(text).replace(/&/g,"&amp;").replace(/</g,"&lt;").replace(/>/g,"&gt;").replace(/"/g,"&quot;").replace(/'/g,"&#39;")}function utc(iso){if(iso===null)return"date unknown";let match=/^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);return match===null?"date unknown":`${match[1]} ${match[2]} UTC`}function branchName(branch){return branch??"(detached)"}function list(items,className=""){return items.length===0?"":`<ul${className===""?"":` class="${className}"`}>${items.map(i=>`<li>${i}</li>`).join("")}</ul>`}function section(title,body,className=""){let cls=className===""?"part":`part ${className}`;return body===""?"":`<section class="${cls}"><h4>${esc(title)}</h4>${body}</section>`}function who(agent,date,packet){let parts=[agent,date,packet===null?null:`from ${packet}`].filter(v=>v!==null);return parts.length===0?"":` <span class="who">${esc(parts.join(" · "))}</span>`}function stateToken(state){return state.replace(" ","-")}function failureHtml(row){let as=row.passed_as===null?"":` as <code>${esc(row.passed_as)}</code>`,reason=row.reason===null?"":`<span class="reason">${esc(row.reason)}</span>`,isNew=row.is_new?' <span class="new">new</span>':"",from=row.from_packet===null?"":who(null,null,row.from_packet);return`<li class="failure ${stateToken(row.state)}"><span class="state ${stateToken(row.state)}">${esc(row.state)}</span>${isNew} <code>${esc(row.command)}</code> <span class="exit">${esc(row.exit)}</span>${as}${from}${reason}</li>`}function badges(story){let{failing,passed_later,fixed}=story.counts;return[[failing,"failing"],[passed_later,"passed later"],[fixed,"fixed"]].filter(([n])=>n>0).map(([n,state])=>` <span class="count ${stateToken(state)}">${n} ${state}</span>`).join("")}function headlineHtml(story,first){let{items,more}=headlineOf(story);if(items.length===0)return`<span class="headline none">${first?"Nothing recorded yet":"Nothing new since the packet before"}</span>`;let shown=items.map(item=>{let text=cutAtWord(item.text,160);return`<span class="item ${item.kind}">${item.kind==="user"?`“${esc(text)}”`:esc(text)}</span>`}),rest=more===0?"":`<span class="more">+${more} more</span>`;return`<span class="headline">${shown.join("")}${rest}</span>`}function filterAttributes(view,story){let states=[view.status,...new Set(story.failures.map(f=>stateToken(f.state)))];return` data-branch="${esc(branchName(view.packet.branch))}" data-kinds="${esc(storyKinds(story).join(" "))}" data-states="${esc(states.join(" "))}"`}function renderPacketCard(view,story,first){let p=view.packet,directives=(p.user_messages??[]).map(m=>{if(typeof m=="string")return`<blockquote>${esc(m)}</blockquote>`;let said=m;return`<blockquote>${esc(said.text)}</blockquote>${who(said.agent,said.date,said.packet)}`}),conclusions=(p.conclusions??[]).map(c=>`<span class="kind ${esc(c.kind)}">${esc(c.kind.replace("_"," "))}</span> ${esc(c.text)}${who(c.agent,c.date,c.packet)}`),changes=story.items.map(item=>`<span class="item ${item.kind}">${item.kind==="user"?`“${esc(item.text)}”`:esc(item.text)}</span>`),next=`<p>${esc(p.next_action)}</p>${p.next_command!==null&&p.next_command!==p.next_action?`<p><code>${esc(p.next_command)}</code></p>`:""}`,verdicts=[...p.verdict_trail.map(v=>`<span class="verdict">${esc(v.verdict)}</span> ${esc(v.task_id)} (${esc(v.source)}${v.total===void 0?"":`, ${v.total}/10`})${v.defects.length===0?"":`: ${esc(v.defects.join("; "))}`}`),...p.open_risks.map(r=>`<span class="sev ${esc(r.severity)}">${esc(r.severity)}</span> ${esc(r.detail)}`),...p.items.map(i=>`<span class="verdict">${esc(i.status)}</span> ${esc(i.name)}`)],notes=[...p.open_decisions.map(d=>`open question: ${esc(d.question)}`),...(p.resolved_decisions??[]).map(d=>`<span class="decided">decided:</span> ${esc(decidedText(d))}`),...p.pitfalls.map(x=>`pitfall: ${esc(x.text)}`),...p.assumptions_to_validate.map(x=>`assumption: ${esc(x.text)}`),...(p.proofs??[]).map(x=>`proof: ${esc(x.text)}`)],host=view.host===null?"":` · ${esc(view.host)}`,changed=first?"What this first packet brings":"What changed since the packet before";return`<li><details class="packet" id="p-${esc(p.id)}" data-status="${esc(view.status)}"${filterAttributes(view,story)}>
<summary><span class="head"><time datetime="${esc(view.written_at??"")}">${esc(utc(view.written_at))}</time> <span class="badge ${esc(view.status)}">${esc(view.status)}</span> <code class="id">${esc(p.id)}</code><span class="host">${host}</span>${badges(story)}</span>
${headlineHtml(story,first)}</summary>
<div class="body">
${section(changed,changes.length===0?'<p class="none">Nothing new.</p>':list(changes,"story"),"wide")}
${section("Failures",story.failures.length===0?"":`<ul class="failures">${story.failures.map(failureHtml).join("")}</ul>`)}
${section("Next action",next)}
${section("The user's words",list(directives))}
${section("Conclusions",list(conclusions))}
${section("Verdicts and risks",list(verdicts))}
${section("Notes",list(notes))}
${section("Last report",p.agent_report===null?"":`<p>${esc(p.agent_report)}</p>`)}
${section("Files",list([...new Set(p.changed_files)].map(f=>`<code>${esc(f)}</code>`),"files"))}
</div></details></li>`}var VIEW_PACKETS_PER_LINE=10;function viewLineKey(branch,topic){return`${branch??""}\0${topic}`}function linesOf(packets){let lines=new Map;for(let p of[...packets].sort((a,b)=>b.seq-a.seq)){let key=viewLineKey(p.packet.branch,p.packet.topic),line=lines.get(key)??{key,branch:p.packet.branch,topic:p.packet.topic,packets:[]};line.packets.push(p),lines.set(key,line)}return[...lines.values()]}function hashSource(text){return`'sha256-${createHash("sha256").update(text,"utf8").digest("base64")}'`}function pagePolicy(){return["default-src 'none'",`style-src ${hashSource(VIEW_STYLE)}`,`script-src ${hashSource(VIEW_SCRIPT)}`,"base-uri 'none'","form-action 'none'"].join("; ")}function option(value,label){return`<option value="${esc(value)}">${esc(label)}</option>`}function filterLists(lines){let branches=[...new Set(lines.map(line=>branchName(line.branch)))],select=(id,label,options)=>`<select id="${id}" aria-label="${esc(label)}"><option value="">${esc(label)}</option>${options.join("")}</select>`;return[select("f-branch","every branch",branches.map(b=>option(b,b))),select("f-kind","every kind of change",STORY_KINDS.map(({kind,label})=>option(kind,label))),select("f-state","every state",[`<optgroup label="packets">${["active","superseded","archived"].map(s=>option(s,s)).join("")}</optgroup>`,`<optgroup label="failures">${[["failing","failing"],["passed-later","passed later"],["fixed","fixed"]].map(([value,label])=>option(value,`a failure ${label}`)).join("")}</optgroup>`])].join(`
`)}function renderViewHtml(packets,options){let lines=linesOf(packets),nav=lines.map((line,i)=>`<a href="#line-${i}">${esc(branchName(line.branch))}${line.topic==="default"?"":` / ${esc(line.topic)}`} <span class="n">${line.packets.length}</span></a>`).join(""),body=lines.length===0?'<p class="empty">No packets yet. Run <code>handoff write</code> to create one.</p>':lines.map((line,i)=>{let shown=line.packets.slice(0,VIEW_PACKETS_PER_LINE),items=shown.map((view,k)=>{let older=line.packets[k+1],story=packetStory(view.packet,older?.packet??null);return renderPacketCard(view,story,older===void 0)}),left=(options.omitted?.get(line.key)??0)+(line.packets.length-shown.length);if(left>0){let oldest=shown[shown.length-1]?.packet.id??"";items.push(`<li class="more"><p class="none">${left} older packet${left===1?"":"s"} of this line not shown (older than ${esc(oldest)}): <code>handoff list --all</code> lists them, <code>handoff show ID</code> shows one.</p></li>`)}return`<section class="line" id="line-${i}" aria-labelledby="line-${i}-h">
<h2 id="line-${i}-h">${esc(branchName(line.branch))} <span class="topic">topic ${esc(line.topic)}</span></h2>
<p class="line-objective"><b>Objective:</b> ${esc(lineObjective(shown.map(v=>v.packet))||"(none recorded)")}</p>
<ol class="timeline">${items.join(`
`)}</ol></section>`}).join(`
`),count=packets.length;return`<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${pagePolicy()}">
<title>handoff · ${esc(options.title)}</title>
<style>${VIEW_STYLE}</style></head>
<body>
<header>
<h1>handoff · ${esc(options.title)}</h1>
<p class="meta">${count} packet${count===1?"":"s"} on ${lines.length} line${lines.length===1?"":"s"} of work · generated ${esc(utc(options.generated_at))}</p>
<div class="search" role="search"><label for="q">Search</label>
<input id="q" type="search" placeholder="Search every packet: active, superseded, archived (press /)" autocomplete="off">
${filterLists(lines)}
<button type="button" id="toggle">Expand all</button>
<span id="count" aria-live="polite"></span></div>
<nav aria-label="Lines of work">${nav}</nav>
</header>
<main>
${body}
</main>
<script>${VIEW_SCRIPT}</script>
</body></html>
`}var usage=`Usage: handoff view [--root DIR] [--out FILE] [--serve [--port N]]

Write the registry as one self-contained HTML page and print its path: every branch and topic's
packets as a timeline, newest first, under the line's objective; each packet's card leads with
what it changed (the user's new words, decisions, failures fixed or new, the next action when it
changed, files) and counts its failures by state (failing, passed later, fixed); open, it shows
the rest of the packet. A search box over every packet, active, superseded and archived (the
newest ${VIEW_PACKETS_PER_LINE} of each line of work; the page counts the older ones and says how to read them),
marks its matches, narrows by branch, kind of change and state, and keeps the query in the
URL (#q=...). Inline CSS and JS, no request leaves the page; keyboard: Tab moves between
packets, Enter opens one, / focuses the search, Escape clears it.

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
