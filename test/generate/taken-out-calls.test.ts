/**
 * A method given up in a later session, said only by its effect on a number: the call an earlier
 * session of the relay put in, replaced by another, is a dead end with what went, in any
 * language, and it carries to the next hop. The same edit of code nobody of the work wrote
 * tells no dead end.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import type { Packet } from "../../src/model/packet/types.js";
import { scriptedHop } from "../helpers/scripted-hop.js";
import { SAMPLE_ROOT } from "../helpers/sample-snapshot.js";
import { removeDir } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-taken-out-calls-"));
after(() => removeDir(dir));

const hop = scriptedHop(dir, SAMPLE_ROOT);

const LIMITER = [
  "export function refill(bucket, now) {",
  "  const add = Math.round(((now - bucket.at) * bucket.perSecond) / 1000);",
  "  bucket.tokens = Math.min(bucket.size, bucket.tokens + add);",
  "  bucket.at = now;",
  "}",
  "",
].join("\n");

const EFFECTS = [
  "With Math.round a key holding 4.6 tokens was served a fifth request in the same second.",
  "Rounding to the nearest handed out 11 requests in a window of 10.",
  "Con Math.round una clave con 4,6 fichas recibió una quinta petición en el mismo segundo.",
];

async function relay(effect: string, writtenBefore: boolean): Promise<Packet[]> {
  const p1 = await hop(
    {
      agent: "claude",
      day: "2026-11-02",
      user: ["Add a token bucket in src/limiter.js with refill(bucket, now). npm test must pass."],
      ...(writtenBefore ? { writes: [{ path: "src/limiter.js", content: LIMITER }] } : {}),
      commands: ["npm test"],
      report: "The limiter refills on each call; npm test passes.",
    },
    null,
    [],
  );
  const p2 = await hop(
    {
      agent: "codex",
      day: "2026-11-03",
      user: ["Carry on.", "Look at the burst case."],
      edits: [
        { after: 1, path: "src/limiter.js", old: "Math.round(", new: "Math.floor(", said: effect },
      ],
      commands: ["npm test"],
      report: "npm test passes, 14 tests.",
    },
    p1,
    [],
  );
  const p3 = await hop(
    {
      agent: "gemini",
      day: "2026-11-04",
      user: ["Go on."],
      commands: ["npm test"],
      report: "A burst test is in; npm test passes.",
    },
    p2,
    [],
  );
  return [p2, p3];
}

test("a call an earlier session put in, replaced after a sentence of its effect: a dead end with what went, carried on", async () => {
  for (const effect of EFFECTS) {
    for (const packet of await relay(effect, true)) {
      const found = (packet.conclusions ?? []).find((c) => c.text.startsWith(effect));
      assert.equal(found?.kind, "dead_end", effect);
      assert.equal(found?.text, `${effect} (took out \`round\` in src/limiter.js)`);
    }
  }
});

test("the same edit of code nobody of the work wrote tells no dead end", async () => {
  const [p2] = await relay(EFFECTS[0] as string, false);
  assert.ok(
    !(p2?.conclusions ?? []).some((c) => c.kind === "dead_end"),
    JSON.stringify(p2?.conclusions),
  );
});
