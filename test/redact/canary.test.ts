import assert from "node:assert/strict";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { findSecrets } from "../../src/redact/index.js";
import {
  makePlantedSecrets,
  makeRedTeamSecrets,
  type PlantedSecret,
} from "../helpers/fake-secrets.js";
import { type CliRun, runCli } from "../helpers/run-cli.js";
import { git, makeExampleRepo, removeDir } from "../helpers/temp-repo.js";

/**
 * Canary: distinct fake secrets of 20+ kinds planted in every input channel must not come out
 * of `write`, `resume`, `list` or `show`, nor sit in any file under `.handoff/`.
 */

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

const lines = (secrets: PlantedSecret[]) => secrets.map((s) => s.text);

/** Every string (keys too) of a JSON document or of each JSONL line, one a line. */
function decodeJsonStrings(text: string): string {
  const out: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === "string") out.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        out.push(key);
        walk(item);
      }
    }
  };
  for (const doc of [text, ...text.split("\n")]) {
    try {
      walk(JSON.parse(doc));
    } catch {
      // not JSON: the raw text is checked as it is
    }
  }
  return out.join("\n");
}

function plantWorkbench(repo: string, channels: Record<string, PlantedSecret[]>): void {
  const state = JSON.parse(readFileSync(join(repo, "agent_state.json"), "utf8")) as Record<
    string,
    unknown
  >;
  const agent = lines(channels["agent_state"] ?? []);
  state["next_action"] = `Run the deploy: ${agent.join(" ; ")}`;
  state["assumptions"] = agent;
  state["blockers"] = agent.slice(0, 5);
  writeFileSync(join(repo, "agent_state.json"), JSON.stringify(state, null, 2));

  const verification = lines(channels["verification"] ?? []);
  writeFileSync(
    join(repo, "outputs", "verification", "T-002.json"),
    JSON.stringify({
      task_id: "T-002",
      passed: false,
      strict: true,
      findings: verification.map((detail, i) => ({ code: `W-${i}`, severity: "warn", detail })),
    }),
  );
  const review = lines(channels["review"] ?? []);
  writeFileSync(
    join(repo, "outputs", "review", "T-002.json"),
    JSON.stringify({
      task_id: "T-002",
      total: 3,
      verdict: "soft_fail",
      dimensions: review.map((note, i) => ({ name: `d${i}`, score: 1, note })),
    }),
  );
  const records = (channels["feedback"] ?? []).map((s, i) =>
    JSON.stringify({
      command_id: `s${i}`,
      command: s.text,
      exit_code: i % 3 === 0 ? 1 : 0,
      duration_ms: 10,
      started_at: `2025-05-14T10:${String(i).padStart(2, "0")}:00Z`,
      stdout_tail: `out ${s.text}`,
      stderr_tail: `err ${s.text}`,
    }),
  );
  // argv lists, as a wrapper records them: joined with shell quoting after redaction
  const argv = (channels["feedback"] ?? []).map((s, i) =>
    JSON.stringify({
      command_id: `v${i}`,
      command: ["mysql", "-u", "root", `-p${s.secret}`, "-e", s.text],
      exit_code: 1,
    }),
  );
  writeFileSync(
    join(repo, "feedback_record.jsonl"),
    `${readFileSync(join(repo, "feedback_record.jsonl"), "utf8")}${[...records, ...argv].join("\n")}\n`,
  );
}

function writeTranscript(path: string, secrets: PlantedSecret[], cwd: string): void {
  const events = secrets.flatMap((s, i) => [
    {
      type: "user",
      uuid: `u${i}`,
      parentUuid: i === 0 ? null : `a${i - 1}`,
      sessionId: "s1",
      timestamp: "2025-12-16T00:00:00.000Z",
      cwd,
      message: { role: "user", content: `please use ${s.text}` },
    },
    {
      type: "assistant",
      uuid: `a${i}`,
      parentUuid: `u${i}`,
      sessionId: "s1",
      timestamp: "2025-12-16T00:00:01.000Z",
      message: {
        role: "assistant",
        content: [
          { type: "text", text: `ok: ${s.text}` },
          { type: "tool_use", id: `t${i}`, name: "Bash", input: { command: s.text } },
        ],
      },
    },
  ]);
  writeFileSync(path, `${events.map((e) => JSON.stringify(e)).join("\n")}\n`);
}

test("no planted secret leaves through packets, registry files or command output", async () => {
  const repo = makeExampleRepo();
  try {
    const names = [
      "agent_state",
      "verification",
      "review",
      "feedback",
      "commit",
      "note",
      "transcript",
      "file",
    ];
    const channels: Record<string, PlantedSecret[]> = {};
    names.forEach((name, i) => {
      channels[name] = [...makePlantedSecrets(101 + i), ...makeRedTeamSecrets(201 + i)];
    });
    const all = Object.values(channels).flat();
    assert.ok(new Set(all.map((s) => s.kind)).size >= 20);

    plantWorkbench(repo, channels);
    // a file name and a branch name carrying ref-safe secrets
    // As a bare file name only a secret recognisable on its own can be told from any other name
    // (a password or a generic token needs its context): committed files are listed in the
    // packet's work range, so plant only those.
    const fileSecrets = (channels["file"] ?? []).filter(
      (s) => /^[A-Za-z0-9_-]+$/.test(s.secret) && findSecrets(s.secret).length > 0,
    );
    mkdirSync(join(repo, "leaks"), { recursive: true });
    for (const s of fileSecrets) writeFileSync(join(repo, "leaks", `${s.secret}.txt`), "x\n");
    const branchSecret = fileSecrets.find((s) => s.kind === "github");
    assert.ok(branchSecret !== undefined);
    git(repo, "checkout", "-q", "-b", `wip/${branchSecret.secret}`);
    git(repo, "add", "-A");
    git(
      repo,
      "commit",
      "-q",
      "-m",
      `Deploy with creds\n\n${lines(channels["commit"] ?? []).join("\n")}`,
    );
    writeFileSync(join(repo, "leaks", "dirty.txt"), lines(channels["file"] ?? []).join("\n"));

    const outputs: Array<CliRun & { args: string[] }> = [];
    for (const s of channels["note"] ?? []) {
      const args = ["note", "pitfall", s.text];
      outputs.push({ args, ...(await runCli(args, { cwd: repo })) });
    }
    const transcript = join(repo, "..", `${repo.split("/").pop()}-transcript.jsonl`);
    writeTranscript(transcript, channels["transcript"] ?? [], repo);

    const writeArgs = ["write", "--allow-dirty", "--allow-unverified", "--transcript", transcript];
    const write = await runCli(writeArgs, { cwd: repo });
    assert.equal(write.code, 0, write.stderr);
    outputs.push({ args: writeArgs, ...write });
    for (const args of [
      ["resume"],
      ["list", "--all"],
      ["list", "--json"],
      ["show"],
      ["show", "--json"],
      ["resume", "--json"],
    ]) {
      outputs.push({ args, ...(await runCli(args, { cwd: repo })) });
    }

    // `handoff redact` on every planted line
    const planted = join(repo, "..", `${repo.split("/").pop()}-planted.log`);
    writeFileSync(planted, `${lines(all).join("\n")}\n`);
    outputs.push({ args: ["redact"], ...(await runCli(["redact", planted], { cwd: repo })) });
    removeDir(planted);

    const files = listFiles(join(repo, ".handoff"));
    assert.ok(files.length > 0, "nothing written under .handoff/");
    const leaks: string[] = [];
    // each text as written and, where it is JSON, its strings decoded (escapes undone)
    const texts: Array<[string, string]> = [];
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      texts.push([file.slice(repo.length + 1), `${text}\n${decodeJsonStrings(text)}`]);
    }
    for (const run of outputs) {
      const where = run.args.slice(0, 2).join(" ");
      texts.push([`stdout of ${where}`, `${run.stdout}\n${decodeJsonStrings(run.stdout)}`]);
      texts.push([`stderr of ${where}`, run.stderr]);
    }
    for (const s of all) {
      for (const [where, text] of texts) {
        if (text.includes(s.secret)) leaks.push(`${s.kind} in ${where}`);
      }
    }
    assert.deepEqual(leaks, []);
    removeDir(transcript);
  } finally {
    removeDir(repo);
  }
});
