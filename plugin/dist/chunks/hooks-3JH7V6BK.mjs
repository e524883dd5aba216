import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a as T,d as U}from"./chunk-XLIRIY6P.mjs";import{a as j}from"./chunk-2XSEOFU7.mjs";import{c as P}from"./chunk-7MOIPVCE.mjs";import{a as v,b as E,c as b,d as C,e as A,f as I}from"./chunk-4IHGE4Z6.mjs";import{a as H}from"./chunk-HXPYCEEB.mjs";import"./chunk-TR4ELOA4.mjs";import{b as O}from"./chunk-YFQ5JPVW.mjs";import{a as N,b as m,d as x}from"./chunk-ZGC2BPYA.mjs";import"./chunk-4A4LCQ6Q.mjs";import{b as $}from"./chunk-QON4K2AE.mjs";import"./chunk-KF2LW4NR.mjs";import{b as u,c as k}from"./chunk-TZ4NVRVY.mjs";import"./chunk-V2YHYNRK.mjs";import{mkdir as G,readFile as J,unlink as V}from"node:fs/promises";import{dirname as B,join as h}from"node:path";var K={claude:h(".claude","settings.json"),codex:h(".codex","hooks.json"),gemini:h(".gemini","settings.json")},X=h(".claude","settings.local.json");function _(s,n=!1){if(!n)return K[s];if(s!=="claude")throw new k(`--local is for claude only (${s} has one project hooks file)`);return X}async function R(s,n,t={}){let o=t.command?.trim()||v,e=[...t.notes??[]],r=n==="codex"?U(t.codexVersion??null):null,l=r!==null&&!r.hasSessionEnd;r!==null&&e.push(q(r.version,l));let i=[...t.gate===void 0?[]:[`--gate ${t.gate}`],...l?["--stop-writes"]:[]],a=[`${o} hook ${n}`,...i].join(" "),p=[...E(n,o,{legacyStop:l}).map(c=>({...c,command:a})),...t.wrapUp===!1?[]:b(n,a)],g=C(n,[`${o} hook ${n}`]);return{...await M(s,_(n,t.local),(c,w)=>A(c,p,g,w),p.map(c=>c.event)),command:a,notes:e}}function q(s,n){let t=s===null?"Codex CLI version unknown (assumed current)":`Codex CLI ${s}`;return n?`${t} has no SessionEnd (added in ${T}): Stop writes a packet after every turn; reinstall after upgrading Codex.`:`${t}: SessionEnd and PreCompact write the packet; Stop runs the gate only.`}async function F(s,n,t={}){let o=t.command?.trim(),e=C(n,o?[`${o} hook ${n}`]:[]),r=[...new Set([...E(n),...b(n,"")].map(i=>i.event))];return{...await M(s,_(n,t.local),(i,a)=>I(i,e,a),r),command:null,notes:[]}}async function M(s,n,t,o){let e=h(s,n),r=await J(e,"utf8").catch(a=>{if(a.code!=="ENOENT")throw new k(`${n}: cannot be read (${a.code??a.message})`,{file:n})}),l=r===void 0?void 0:z(r,n),i=t(l,n);return i.changed?Object.keys(i.settings).length===0&&r!==void 0?(await V(e),{path:e,file:n,changed:!0,events:o}):(await G(B(e),{recursive:!0}),await O(e,Q(i.settings,r)),{path:e,file:n,changed:!0,events:o}):{path:e,file:n,changed:!1,events:o}}function z(s,n){if(s.trim()!=="")try{return JSON.parse(s)}catch(t){let o=t instanceof Error?t.message:String(t);throw new k(`${H(s,n,o).message}; fix it by hand, it was left untouched`,{file:n})}}function Q(s,n){let t=n===void 0?void 0:/\n([ \t]+)\S/.exec(n)?.[1],o=n?.includes(`\r
`)?`\r
`:`
`,e=JSON.stringify(s,null,t??2);return`${o===`
`?e:e.replace(/\n/g,o)}${o}`}var gn=`Usage: handoff hooks install|uninstall claude|codex|gemini [options]

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

Exit codes: 0 done (or nothing to change), 2 bad usage or a settings file that is not valid JSON.`;async function fn(s,n){let t=N("hooks",s,{root:{type:"string"},command:{type:"string"},gate:{type:"string"},local:{type:"boolean"},"wrap-up":{type:"boolean"},"no-wrap-up":{type:"boolean"},"codex-version":{type:"string"},json:{type:"boolean"}}),[o,e,r]=t.positionals;if(o!=="install"&&o!=="uninstall")throw new u("expected 'install' or 'uninstall'. Run 'handoff hooks --help'.");if(!j.includes(e))throw new u(`expected an agent (${j.join(" or ")}) after '${o}'`);if(r!==void 0)throw new u(`unexpected argument '${r}'`);let l=x(t,"local");if(l&&e!=="claude")throw new u("--local is for claude only");let{locateRepo:i}=await import("./locate-repo-QRP7D7OP.mjs"),{root:a}=await i(n.cwd,m(t,"root")),p=P(m(t,"gate"));if(p===null)throw new u("--gate must be off, warn or block");let g=m(t,"command"),S=[];if(o==="install"&&g===void 0){let{resolveLauncher:f}=await import("./launcher-32I2ANAF.mjs"),y=f(n.env.PATH);g=y.command,y.note!==null&&S.push(y.note)}let c=m(t,"codex-version")??null;if(o==="install"&&e==="codex"&&c===null){let{detectCodexVersion:f}=await import("./codex-version-JQYN5GXZ.mjs");c=f().version}let w={command:g,gate:p,local:l,wrapUp:!x(t,"no-wrap-up"),codexVersion:c,notes:S},d=o==="install"?await R(a,e,w):await F(a,e,w);if(x(t,"json"))return await $(n.stdout,`${JSON.stringify({action:o,agent:e,...d},null,2)}
`),0;let D=d.events.join(", "),L=[d.changed?o==="install"?`Installed handoff hooks for ${e} in ${d.file} (${D}).`:`Removed handoff hooks for ${e} from ${d.file}.`:o==="install"?`handoff hooks for ${e} are already installed in ${d.file}; nothing changed.`:`No handoff hooks for ${e} in ${d.file}; nothing changed.`,...d.notes.map(f=>`note: ${f}`)];return await $(n.stdout,`${L.join(`
`)}
`),0}export{fn as run,gn as usage};
