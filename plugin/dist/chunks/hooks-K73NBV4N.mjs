import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a as T,d as U}from"./chunk-YB5HB424.mjs";import{a as j}from"./chunk-FAQMYPWS.mjs";import{c as N}from"./chunk-OA2CIHRP.mjs";import{a as P,b as m,d as x}from"./chunk-ZGC2BPYA.mjs";import{b as $}from"./chunk-QON4K2AE.mjs";import"./chunk-KF2LW4NR.mjs";import"./chunk-BPJPF7IC.mjs";import{b as O}from"./chunk-PMQR3I42.mjs";import{b as v}from"./chunk-YFQ5JPVW.mjs";import"./chunk-4LXIVPWR.mjs";import"./chunk-NVFYTZH6.mjs";import{a as A,b as E,c as b,d as C,e as H,f as I}from"./chunk-LS2WNFRR.mjs";import"./chunk-TR4ELOA4.mjs";import{b as u,c as k}from"./chunk-TZ4NVRVY.mjs";import"./chunk-V2YHYNRK.mjs";import{mkdir as G,readFile as J,unlink as V}from"node:fs/promises";import{dirname as B,join as h}from"node:path";var K={claude:h(".claude","settings.json"),codex:h(".codex","hooks.json"),gemini:h(".gemini","settings.json")},X=h(".claude","settings.local.json");function _(s,n=!1){if(!n)return K[s];if(s!=="claude")throw new k(`--local is for claude only (${s} has one project hooks file)`);return X}async function R(s,n,o={}){let e=o.command?.trim()||A,t=[...o.notes??[]],r=n==="codex"?U(o.codexVersion??null):null,l=r!==null&&!r.hasSessionEnd;r!==null&&t.push(q(r.version,l));let i=[...o.gate===void 0?[]:[`--gate ${o.gate}`],...l?["--stop-writes"]:[]],a=[`${e} hook ${n}`,...i].join(" "),p=[...E(n,e,{legacyStop:l}).map(c=>({...c,command:a})),...o.wrapUp===!1?[]:b(n,a)],g=C(n,[`${e} hook ${n}`]);return{...await M(s,_(n,o.local),(c,w)=>H(c,p,g,w),p.map(c=>c.event)),command:a,notes:t}}function q(s,n){let o=s===null?"Codex CLI version unknown (assumed current)":`Codex CLI ${s}`;return n?`${o} has no SessionEnd (added in ${T}): Stop writes a packet after every turn; reinstall after upgrading Codex.`:`${o}: SessionEnd and PreCompact write the packet; Stop runs the gate only.`}async function F(s,n,o={}){let e=o.command?.trim(),t=C(n,e?[`${e} hook ${n}`]:[]),r=[...new Set([...E(n),...b(n,"")].map(i=>i.event))];return{...await M(s,_(n,o.local),(i,a)=>I(i,t,a),r),command:null,notes:[]}}async function M(s,n,o,e){let t=h(s,n),r=await J(t,"utf8").catch(a=>{if(a.code!=="ENOENT")throw new k(`${n}: cannot be read (${a.code??a.message})`,{file:n})}),l=r===void 0?void 0:await z(r,n),i=o(l,n);return i.changed?Object.keys(i.settings).length===0&&r!==void 0?(await V(t),{path:t,file:n,changed:!0,events:e}):(await G(B(t),{recursive:!0}),await v(t,Q(i.settings,r)),{path:t,file:n,changed:!0,events:e}):{path:t,file:n,changed:!1,events:e}}async function z(s,n){if(s.trim()==="")return;let o;try{o=JSON.parse(s)}catch(t){let r=t instanceof Error?t.message:String(t);throw new k(`${O(s,n,r).message}; fix it by hand, it was left untouched`,{file:n})}let{checkHookSettings:e}=await import("./hook-settings-schema-FPVIMRAZ.mjs");return e(o,n,s),o}function Q(s,n){let o=n===void 0?void 0:/\n([ \t]+)\S/.exec(n)?.[1],e=n?.includes(`\r
`)?`\r
`:`
`,t=JSON.stringify(s,null,o??2);return`${e===`
`?t:t.replace(/\n/g,e)}${e}`}var gn=`Usage: handoff hooks install|uninstall claude|codex|gemini [options]

Add handoff's hooks to the agent's project settings, or take them out again, without touching
any other setting or hook. Installing twice changes nothing; installing over an older install
replaces its entries.

  claude  .claude/settings.json (--local: .claude/settings.local.json, which git does not see):
          PreCompact and SessionEnd write a packet (PreCompact also prints compaction
          instructions), SessionStart resumes, UserPromptSubmit, PostToolUse and
          PostToolUseFailure wrap up at wrap_up_at, Stop runs the Stop gate
  codex   .codex/hooks.json: PreCompact and SessionEnd write a packet, SessionStart resumes,
          UserPromptSubmit and PostToolUse wrap up at wrap_up_at, Stop runs the Stop gate.
          'codex --version' is asked once: a Codex older than 0.145.0 has no SessionEnd, so
          its Stop writes a packet after every turn instead (hook codex --stop-writes)

The hooks run 'handoff' when it is on PATH, else this installation's absolute launcher
(node /…/dist/src/cli/bin.js); the install says which.

Options:
  --root DIR           repo root (default: the enclosing git repo)
  --command CMD        how the agent should launch handoff, e.g. "npx -y agent-handoff"
  --gate MODE          the Stop gate: off, warn or block, written into the hook command
                       (default: none, so .handoff/config.json's gate applies, else warn)
  --local              claude: write .claude/settings.local.json instead
  --no-wrap-up         leave out the context-budget trigger (on by default)
  --codex-version V    codex: install for this Codex version instead of asking codex
  --json               print {action, agent, file, path, changed, events, command, notes}

Exit codes: 0 done (or nothing to change), 2 bad usage or a settings file that is not valid JSON.`;async function fn(s,n){let o=P("hooks",s,{root:{type:"string"},command:{type:"string"},gate:{type:"string"},local:{type:"boolean"},"wrap-up":{type:"boolean"},"no-wrap-up":{type:"boolean"},"codex-version":{type:"string"},json:{type:"boolean"}}),[e,t,r]=o.positionals;if(e!=="install"&&e!=="uninstall")throw new u("expected 'install' or 'uninstall'. Run 'handoff hooks --help'.");if(!j.includes(t))throw new u(`expected an agent (${j.join(" or ")}) after '${e}'`);if(r!==void 0)throw new u(`unexpected argument '${r}'`);let l=x(o,"local");if(l&&t!=="claude")throw new u("--local is for claude only");let{locateRepo:i}=await import("./locate-repo-QRP7D7OP.mjs"),{root:a}=await i(n.cwd,m(o,"root")),p=N(m(o,"gate"));if(p===null)throw new u("--gate must be off, warn or block");let g=m(o,"command"),S=[];if(e==="install"&&g===void 0){let{resolveLauncher:f}=await import("./launcher-54WDS4UU.mjs"),y=f(n.env.PATH);g=y.command,y.note!==null&&S.push(y.note)}let c=m(o,"codex-version")??null;if(e==="install"&&t==="codex"&&c===null){let{detectCodexVersion:f}=await import("./codex-version-LJGHZXIH.mjs");c=f().version}let w={command:g,gate:p,local:l,wrapUp:!x(o,"no-wrap-up"),codexVersion:c,notes:S},d=e==="install"?await R(a,t,w):await F(a,t,w);if(x(o,"json"))return await $(n.stdout,`${JSON.stringify({action:e,agent:t,...d},null,2)}
`),0;let D=d.events.join(", "),L=[d.changed?e==="install"?`Installed handoff hooks for ${t} in ${d.file} (${D}).`:`Removed handoff hooks for ${t} from ${d.file}.`:e==="install"?`handoff hooks for ${t} are already installed in ${d.file}; nothing changed.`:`No handoff hooks for ${t} in ${d.file}; nothing changed.`,...d.notes.map(f=>`note: ${f}`)];return await $(n.stdout,`${L.join(`
`)}
`),0}export{fn as run,gn as usage};
