import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a as T,d as U}from"./chunk-XLIRIY6P.mjs";import{c as N}from"./chunk-BGFXSJOL.mjs";import{a as j}from"./chunk-2XSEOFU7.mjs";import{a as A,b as E,c as b,d as C,e as H,f as I}from"./chunk-4IHGE4Z6.mjs";import"./chunk-TR4ELOA4.mjs";import{a as P,b as m,d as x}from"./chunk-ZGC2BPYA.mjs";import{b as $}from"./chunk-QON4K2AE.mjs";import"./chunk-KF2LW4NR.mjs";import{b as v}from"./chunk-YFQ5JPVW.mjs";import"./chunk-4A4LCQ6Q.mjs";import{a as O}from"./chunk-R2W6TEU6.mjs";import{b as u,c as k}from"./chunk-TZ4NVRVY.mjs";import"./chunk-V2YHYNRK.mjs";import{mkdir as G,readFile as J,unlink as V}from"node:fs/promises";import{dirname as B,join as h}from"node:path";var K={claude:h(".claude","settings.json"),codex:h(".codex","hooks.json"),gemini:h(".gemini","settings.json")},X=h(".claude","settings.local.json");function _(s,n=!1){if(!n)return K[s];if(s!=="claude")throw new k(`--local is for claude only (${s} has one project hooks file)`);return X}async function R(s,n,t={}){let e=t.command?.trim()||A,o=[...t.notes??[]],a=n==="codex"?U(t.codexVersion??null):null,l=a!==null&&!a.hasSessionEnd;a!==null&&o.push(q(a.version,l));let i=[...t.gate===void 0?[]:[`--gate ${t.gate}`],...l?["--stop-writes"]:[]],r=[`${e} hook ${n}`,...i].join(" "),p=[...E(n,e,{legacyStop:l}).map(c=>({...c,command:r})),...t.wrapUp===!1?[]:b(n,r)],g=C(n,[`${e} hook ${n}`]);return{...await M(s,_(n,t.local),(c,w)=>H(c,p,g,w),p.map(c=>c.event)),command:r,notes:o}}function q(s,n){let t=s===null?"Codex CLI version unknown (assumed current)":`Codex CLI ${s}`;return n?`${t} has no SessionEnd (added in ${T}): Stop writes a packet after every turn; reinstall after upgrading Codex.`:`${t}: SessionEnd and PreCompact write the packet; Stop runs the gate only.`}async function F(s,n,t={}){let e=t.command?.trim(),o=C(n,e?[`${e} hook ${n}`]:[]),a=[...new Set([...E(n),...b(n,"")].map(i=>i.event))];return{...await M(s,_(n,t.local),(i,r)=>I(i,o,r),a),command:null,notes:[]}}async function M(s,n,t,e){let o=h(s,n),a=await J(o,"utf8").catch(r=>{if(r.code!=="ENOENT")throw new k(`${n}: cannot be read (${r.code??r.message})`,{file:n})}),l=a===void 0?void 0:await z(a,n),i=t(l,n);return i.changed?Object.keys(i.settings).length===0&&a!==void 0?(await V(o),{path:o,file:n,changed:!0,events:e}):(await G(B(o),{recursive:!0}),await v(o,Q(i.settings,a)),{path:o,file:n,changed:!0,events:e}):{path:o,file:n,changed:!1,events:e}}async function z(s,n){if(s.trim()==="")return;let t;try{t=JSON.parse(s)}catch(o){let a=o instanceof Error?o.message:String(o);throw new k(`${O(s,n,a).message}; fix it by hand, it was left untouched`,{file:n})}let{checkHookSettings:e}=await import("./hook-settings-schema-GD2TT3GB.mjs");return e(t,n,s),t}function Q(s,n){let t=n===void 0?void 0:/\n([ \t]+)\S/.exec(n)?.[1],e=n?.includes(`\r
`)?`\r
`:`
`,o=JSON.stringify(s,null,t??2);return`${e===`
`?o:o.replace(/\n/g,e)}${e}`}var gn=`Usage: handoff hooks install|uninstall claude|codex|gemini [options]

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

Exit codes: 0 done (or nothing to change), 2 bad usage or a settings file that is not valid JSON.`;async function fn(s,n){let t=P("hooks",s,{root:{type:"string"},command:{type:"string"},gate:{type:"string"},local:{type:"boolean"},"wrap-up":{type:"boolean"},"no-wrap-up":{type:"boolean"},"codex-version":{type:"string"},json:{type:"boolean"}}),[e,o,a]=t.positionals;if(e!=="install"&&e!=="uninstall")throw new u("expected 'install' or 'uninstall'. Run 'handoff hooks --help'.");if(!j.includes(o))throw new u(`expected an agent (${j.join(" or ")}) after '${e}'`);if(a!==void 0)throw new u(`unexpected argument '${a}'`);let l=x(t,"local");if(l&&o!=="claude")throw new u("--local is for claude only");let{locateRepo:i}=await import("./locate-repo-QRP7D7OP.mjs"),{root:r}=await i(n.cwd,m(t,"root")),p=N(m(t,"gate"));if(p===null)throw new u("--gate must be off, warn or block");let g=m(t,"command"),S=[];if(e==="install"&&g===void 0){let{resolveLauncher:f}=await import("./launcher-32I2ANAF.mjs"),y=f(n.env.PATH);g=y.command,y.note!==null&&S.push(y.note)}let c=m(t,"codex-version")??null;if(e==="install"&&o==="codex"&&c===null){let{detectCodexVersion:f}=await import("./codex-version-JQYN5GXZ.mjs");c=f().version}let w={command:g,gate:p,local:l,wrapUp:!x(t,"no-wrap-up"),codexVersion:c,notes:S},d=e==="install"?await R(r,o,w):await F(r,o,w);if(x(t,"json"))return await $(n.stdout,`${JSON.stringify({action:e,agent:o,...d},null,2)}
`),0;let D=d.events.join(", "),L=[d.changed?e==="install"?`Installed handoff hooks for ${o} in ${d.file} (${D}).`:`Removed handoff hooks for ${o} from ${d.file}.`:e==="install"?`handoff hooks for ${o} are already installed in ${d.file}; nothing changed.`:`No handoff hooks for ${o} in ${d.file}; nothing changed.`,...d.notes.map(f=>`note: ${f}`)];return await $(n.stdout,`${L.join(`
`)}
`),0}export{fn as run,gn as usage};
