/**
 * Property test: transcript lines from every fixture, shuffled, truncated anywhere, with bytes
 * corrupted and values swapped for values of the wrong type, never crash an adapter; a whole
 * file of them yields a summary or an InputError (exit 2), nothing else.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import fc from "fast-check";
import { ClaudeParser } from "../../../src/collect/transcripts/agents/claude/parser.js";
import { CodexParser } from "../../../src/collect/transcripts/agents/codex/parser.js";
import type { TranscriptEvent } from "../../../src/collect/transcripts/events.js";
import { ingestTranscript } from "../../../src/collect/transcripts/index.js";
import { OpenCodeParser } from "../../../src/collect/transcripts/agents/opencode/parser.js";
import { TranscriptAccumulator } from "../../../src/collect/transcripts/summary.js";
import { InputError } from "../../../src/errors.js";
import type { AgentKind } from "../../../src/model/snapshot/types.js";
import { packageRoot } from "../../../src/platform/package-root.js";
import { propertyRuns } from "../../helpers/property-runs.js";

const DIR = join(packageRoot(), "test", "fixtures", "transcripts");

function fixtureLines(agent: AgentKind): string[] {
  const lines: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith(".jsonl"))
        lines.push(
          ...readFileSync(path, "utf8")
            .split("\n")
            .filter((l) => l.trim() !== ""),
        );
    }
  };
  walk(join(DIR, agent));
  return lines;
}

/** Replace one value somewhere inside a JSON line with a value of another shape. */
function swapValue(line: string, at: number, replacement: unknown): string {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return line;
  }
  const holders: [Record<string, unknown> | unknown[], string | number][] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) {
      for (const [i, item] of v.entries()) {
        holders.push([v, i]);
        walk(item);
      }
    } else if (v !== null && typeof v === "object") {
      for (const [key, item] of Object.entries(v)) {
        holders.push([v as Record<string, unknown>, key]);
        walk(item);
      }
    }
  };
  walk(value);
  const holder = holders[at % Math.max(1, holders.length)];
  if (holder) (holder[0] as Record<string | number, unknown>)[holder[1]] = replacement;
  return JSON.stringify(value);
}

const mutation = fc.oneof(
  fc.record({ kind: fc.constant("keep" as const) }),
  fc.record({ kind: fc.constant("truncate" as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant("corrupt" as const),
    at: fc.nat(),
    char: fc.string({ minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    kind: fc.constant("swap" as const),
    at: fc.nat(),
    value: fc.jsonValue({ maxDepth: 2 }),
  }),
);
type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never;

function mutate(line: string, m: Mutation): string {
  if (m.kind === "truncate") return line.slice(0, m.at % (line.length + 1));
  if (m.kind === "corrupt") {
    const at = m.at % (line.length + 1);
    return line.slice(0, at) + m.char + line.slice(at + 1);
  }
  if (m.kind === "swap") return swapValue(line, m.at, m.value);
  return line;
}

function feed(agent: AgentKind, lines: string[]): TranscriptEvent[] {
  const events: TranscriptEvent[] = [];
  if (agent === "claude") {
    const parser = new ClaudeParser();
    for (const [i, line] of lines.entries())
      events.push(...parser.handleLine(line, i + 1, "f", i % 7 === 0));
    events.push(...parser.finish());
  } else if (agent === "codex") {
    const parser = new CodexParser();
    for (const [i, line] of lines.entries()) events.push(...parser.handleLine(line, i + 1, "f"));
    events.push(...parser.finish());
  } else {
    const parser = new OpenCodeParser();
    for (const [i, line] of lines.entries()) {
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        continue;
      }
      const part =
        value !== null && typeof value === "object" ? (value as { part?: unknown }).part : value;
      events.push(
        ...parser.handlePart(part, i % 2 ? "user" : undefined, { file: "f", line: i + 1 }),
      );
    }
  }
  return events;
}

for (const agent of ["claude", "codex", "opencode"] as const) {
  test(`${agent}: shuffled, truncated, corrupted and retyped lines never crash the adapter`, () => {
    const lines = fixtureLines(agent);
    assert.ok(lines.length > 0);
    const pick = fc.array(fc.tuple(fc.nat(lines.length - 1), mutation), { maxLength: 40 });
    fc.assert(
      fc.property(pick, (chosen) => {
        const input = chosen.map(([i, m]) => mutate(lines[i] ?? "", m));
        const events = feed(agent, input);
        const summary = new TranscriptAccumulator(5);
        for (const event of events) summary.add(event);
        const result = summary.result(agent, "f", "/root");
        assert.ok(result.feedback.total >= result.feedback.failures);
        for (const event of events) {
          if (event.kind === "command") {
            assert.equal(typeof event.record.command, "string");
            assert.ok(event.record.exit_code === null || Number.isInteger(event.record.exit_code));
          }
        }
      }),
      { numRuns: propertyRuns(300) },
    );
  });
}

test("whole files of mutated lines: a summary or an InputError, never anything else", async () => {
  const dir = await mkdtemp(join(tmpdir(), "handoff-fuzz-"));
  try {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<AgentKind>("claude", "codex", "opencode"),
        fc.array(fc.tuple(fc.nat(), mutation), { maxLength: 25 }),
        fc.boolean(),
        async (agent, chosen, newline) => {
          const lines = fixtureLines(agent);
          const text = chosen.map(([i, m]) => mutate(lines[i % lines.length] ?? "", m)).join("\n");
          const path = join(dir, `t${run++}.jsonl`);
          await writeFile(path, newline ? `${text}\n` : text);
          try {
            const s = await ingestTranscript(path, { agent, k: 5, root: dir });
            assert.equal(s.agent, agent);
          } catch (error) {
            assert.ok(error instanceof InputError, String(error));
          }
        },
      ),
      { numRuns: propertyRuns(60) },
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
