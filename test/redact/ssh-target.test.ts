/**
 * An SSH login is not an e-mail address (issue 18, item 14): `ssh deploy@prod.example.com`,
 * `scp f www@web.example.com:/srv` and a remote `deploy@gitlab.example.com:grp/repo.git` pass
 * `handoff redact` unmasked, while addresses in prose, lists and URLs with credentials stay
 * masked. Run through the compiled CLI, as a user pipes a log through it.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { test } from "node:test";
import { cliPath } from "../helpers/temp-repo.js";

function redactLines(lines: string[]): string[] {
  const run = spawnSync(process.execPath, [cliPath(), "redact"], {
    cwd: tmpdir(),
    input: `${lines.join("\n")}\n`,
    encoding: "utf8",
  });
  assert.equal(run.status, 0, run.stderr);
  return run.stdout.replace(/\n$/, "").split("\n");
}

test("ssh and scp targets and scp-style git remotes are not masked as e-mail", () => {
  const kept = [
    "ssh user@host",
    "git clone git@github.com:org/repo.git",
    "ssh -i ~/.ssh/deploy_key -p 2222 deploy@prod.example.com uptime",
    "sudo ssh ops@bastion.example.com",
    "scp build.tar.gz www@web.example.com:/srv/releases/",
    "rsync -av ./dist/ www@web.example.com:/var/www",
    "sftp backup@files.example.org",
    "git remote add deploy deploy@gitlab.example.com:grp/repo.git",
    "pushed to deploy@gitlab.example.com:repo.git",
  ];
  assert.deepEqual(redactLines(kept), kept);
});

test("e-mail addresses in prose, lists, after another command and in URLs stay masked", () => {
  const out = redactLines([
    "mail jane.doe@example.org now",
    "Email me: alice@example.com: thanks",
    "ADMINS=alice@example.com:bob@example.com",
    "ssh build01; mail alice@example.com",
    "smtps://ops@mail.example.com:Vq4wLr8Zt@smtp.example.com:465",
  ]);
  assert.deepEqual(out.slice(0, 4), [
    "mail [REDACTED:email] now",
    "Email me: [REDACTED:email]: thanks",
    "ADMINS=[REDACTED:email]:[REDACTED:email]",
    "ssh build01; mail [REDACTED:email]",
  ]);
  assert.doesNotMatch(String(out[4]), /Vq4wLr8Zt/);
});
