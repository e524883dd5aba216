import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { test } from "node:test";
import { generate } from "../../../src/generate/index.js";
import { validatePacket } from "../../../src/model/packet/validate.js";
import type { Packet } from "../../../src/model/packet/types.js";
import type { Snapshot } from "../../../src/model/snapshot/types.js";
import { packageRoot } from "../../../src/platform/package-root.js";
import { loadGenerator } from "../../helpers/packet-shape.js";
import { makeSampleSnapshot } from "../../helpers/sample-snapshot.js";

/** Variants that exercise every optional shape of the packet. */
function makeVariants(): Snapshot[] {
  const detached = makeSampleSnapshot();
  detached.git!.branch = null;
  detached.git!.detached = true;
  const noGit = makeSampleSnapshot();
  noGit.git = null;
  const allowed = makeSampleSnapshot();
  allowed.workbench.agent_state = null;
  allowed.transcript = null;
  allowed.options = {
    ...allowed.options,
    task_id: "T-009",
    allow_missing_next: true,
    allow_unverified: true,
  };
  const proven = makeSampleSnapshot();
  proven.notes.push({ id: "n-p", kind: "proof", text: "T-002 verified live" });
  return [makeSampleSnapshot(), detached, noGit, allowed, proven];
}

test("every generated packet validates against the shipped schema", () => {
  for (const snapshot of makeVariants()) {
    const { payload, json } = generate(snapshot);
    assert.deepEqual(validatePacket(payload), []);
    assert.deepEqual(validatePacket(JSON.parse(json)), [], "the written bytes validate too");
  }
});

test("the schema is draft 2020-12 and lists every packet field", () => {
  const schema = JSON.parse(
    readFileSync(join(packageRoot(), "schema", "handoff.schema.json"), "utf8"),
  ) as {
    $schema: string;
    additionalProperties: boolean;
    required: string[];
    properties: Record<string, unknown>;
  };
  assert.equal(schema.$schema, "https://json-schema.org/draft/2020-12/schema");
  assert.equal(schema.additionalProperties, false);
  const { payload } = generate(makeSampleSnapshot());
  assert.deepEqual(Object.keys(schema.properties).sort(), Object.keys(payload).sort());
  // Fields added after packets were first stored are written always, required never: a packet
  // an earlier version wrote stays readable (and carries forward) after an upgrade.
  const addedLater = ["conclusions", "conversation_tail", "resolved_decisions"];
  assert.deepEqual(
    [...schema.required].sort(),
    Object.keys(payload)
      .filter((k) => !addedLater.includes(k))
      .sort(),
  );
});

test("a packet an earlier version wrote (plain-string user messages, no conclusions) validates", () => {
  const { payload } = generate(makeSampleSnapshot());
  const old = structuredClone(payload) as unknown as Record<string, unknown>;
  old["user_messages"] = ["Keep the max delay at 30 s (from packet 0123456789abcdef)"];
  delete old["conclusions"];
  delete old["conversation_tail"];
  assert.deepEqual(validatePacket(old), []);
});

test("invalid packets are rejected with readable errors", () => {
  const { payload } = generate(makeSampleSnapshot());
  const broken = (change: (p: Record<string, unknown>) => void): string[] => {
    const copy = structuredClone(payload) as unknown as Record<string, unknown>;
    change(copy);
    return validatePacket(copy);
  };
  assert.deepEqual(
    broken((p) => {
      p["extra"] = 1;
    }),
    ["(packet) must NOT have additional properties (extra)"],
  );
  assert.deepEqual(
    broken((p) => {
      delete p["summary"];
    }),
    ["(packet) must have required property 'summary'"],
  );
  assert.ok(
    broken((p) => {
      (p as unknown as Packet).open_risks = [{ severity: "fatal" as "block", detail: "x" }];
    })[0]?.startsWith("/open_risks/0/severity"),
  );
  assert.ok(
    broken((p) => {
      (p as unknown as Packet).where.worktrees = [
        { path: "/abs/path", branch: null, dirty: false },
      ];
    }).length > 0,
  );
  assert.ok(
    broken((p) => {
      (p as unknown as Packet).items = [{ name: "x", status: "STILL-BUILDING" }];
    }).length > 0,
    "STILL-BUILDING needs missing_proof",
  );
  assert.ok(
    broken((p) => {
      (p as unknown as Packet).failed_attempts = ["npm test failed"];
    }).length > 0,
  );
});

test("the committed validator, types and field list are a fresh generation from the schema", async () => {
  const { renderGenerated, staleGenerated } = await loadGenerator();
  assert.deepEqual(
    renderGenerated().map(({ path }) => basename(path)),
    ["schema-validator.generated.ts", "types.generated.ts", "packet-fields.generated.ts"],
  );
  assert.deepEqual(staleGenerated(), [], "run 'npm run build:validator' and commit the files");
});
