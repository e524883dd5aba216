#!/usr/bin/env bash
# CI: the install the README gives first works. Pack the package (dist/ built first), install the
# tarball globally into a temporary prefix, and
# run handoff from there: --version, `hooks install claude` in a temp git repo, the SessionStart
# hook, and `resume`. Needs the npm registry for the dependencies (well under a minute).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { # A turn's end runs the Stop path's own entry (dist/bin/turn-hook.cjs), which keeps its V8 code
# cache under the temp folder: the cache is there once the hook has run.
mkdir "$work/tmp"
printf '{"session_id":"ci","cwd":"%s","hook_event_name":"Stop","stop_hook_active":false}' "$repo" |
  TMPDIR="$work/tmp" handoff hook claude >/dev/null || fail "the Stop hook exited $?"
ls "$work"/tmp/handoff-compile-cache/v8-scripts-*/turn-hook.cjs-*.v8 >/dev/null 2>&1 ||
  fail "the Stop hook did not run the Stop path's entry (no code cache kept)"
echo "check-install: $*" >&2; exit 1; }

cd "$root"
# The README's route: build, pack without a second build, install without install scripts (the
# one native module is OpenCode's driver for Node 20 only; Node 22.13+ has node:sqlite).
npm run build >/dev/null
npm pack --silent --ignore-scripts --pack-destination "$work" >/dev/null
tgz="$(ls "$work"/agent-handoff-*.tgz)"
# package.json "files": the tarball carries the built CLI, the library, the schema and the skill,
# and none of the tests (a tarball install runs no build: dist/ must be in it).
listing="$(tar -tzf "$tgz")"
for path in package/dist/bin/handoff.cjs package/dist/bin/handoff.mjs \
  package/dist/bin/run-cli.mjs package/dist/bin/turn-hook.cjs \
  package/dist/bin/edit-hook.mjs package/dist/src/index.js \
  package/schema/handoff.schema.json package/skills/handoff/SKILL.md; do
  grep -qx "$path" <<<"$listing" || fail "$path is not in $(basename "$tgz")"
done
if grep -q '^package/dist/test/' <<<"$listing"; then fail "the tarball ships dist/test/"; fi

npm install -g --ignore-scripts --prefix "$work/prefix" --no-audit --no-fund "$tgz" >/dev/null
export PATH="$work/prefix/bin:$PATH"
[ "$(command -v handoff)" = "$work/prefix/bin/handoff" ] || fail "handoff is not the installed one"
version="$(handoff --version)"
[ "$version" = "$(node -p 'require("./package.json").version')" ] || fail "--version said $version"

repo="$work/repo"
mkdir "$repo" && cd "$repo"
git init -q
git -c user.email=ci@example.com -c user.name=ci commit -q --allow-empty -m "Initial commit"
# The team's committed file (--project): the personal default is proven by the unit tests.
out="$(handoff hooks install claude --project)"
grep -q '^Installed handoff hooks for claude' <<<"$out" || fail "hooks install claude: $out"
# handoff is on PATH, so the hooks run the short name, not a launcher inside the prefix.
grep -q '"command": "handoff hook claude"' .claude/settings.json || fail "the hook command is not 'handoff hook claude'"
git add .claude/settings.json
git -c user.email=ci@example.com -c user.name=ci commit -q -m "handoff hooks"
handoff note next "npm test" >/dev/null
handoff write >/dev/null
handoff resume >"$work/briefing.txt" || fail "resume exited $?"
grep -q '^## Next action' "$work/briefing.txt" || fail "resume printed no next action"
start="$(printf '{"session_id":"ci","cwd":"%s","hook_event_name":"SessionStart","source":"startup"}' "$repo" |
  handoff hook claude)"
grep -q 'additionalContext' <<<"$start" || fail "the SessionStart hook printed no briefing: $start"
# A turn's end runs the Stop path's own entry (dist/bin/turn-hook.cjs), which keeps its V8 code
# cache under the temp folder: the cache is there once the hook has run.
mkdir "$work/tmp"
printf '{"session_id":"ci","cwd":"%s","hook_event_name":"Stop","stop_hook_active":false}' "$repo" |
  TMPDIR="$work/tmp" handoff hook claude >/dev/null || fail "the Stop hook exited $?"
ls "$work"/tmp/handoff-compile-cache/v8-scripts-*/turn-hook.cjs-*.v8 >/dev/null 2>&1 ||
  fail "the Stop hook did not run the Stop path's entry (no code cache kept)"
echo "check-install: $(basename "$tgz") installs, and handoff $version runs hooks install, hook and resume"
