/**
 * Every proof note appears (issue 14.4): plain ones in `proofs` and in a "Proofs" list of the
 * verdict trail; task-linked ones there too, and they still count towards PROVEN items.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { generate } from "../../src/generate/index.js";
import { makeSampleSnapshot } from "../helpers/sample-snapshot.js";

test("a plain proof note appears in the packet and under Proofs in the verdict trail", () => {
  const s = makeSampleSnapshot();
  s.notes.push({ id: "n-proof001", kind: "proof", text: "pnpm test passed 48/48" });
  const { payload, markdown } = generate(s);
  assert.ok(
    payload.proofs.some((p) => p.id === "n-proof001" && p.text === "pnpm test passed 48/48"),
  );
  const trail = markdown.slice(
    markdown.indexOf("## Verdict trail"),
    markdown.indexOf("## Open risks"),
  );
  assert.ok(trail.includes("### Proofs\n"), trail);
  assert.ok(trail.includes("- pnpm test passed 48/48 (`n-proof001`)"), trail);
});

test("a task-linked proof still counts towards its item", () => {
  const s = makeSampleSnapshot();
  s.workbench.verifications[1]!.head_commit = s.git!.head!;
  s.notes.push({ id: "n-proof002", kind: "proof", text: "T-002: 429 seen with Retry-After" });
  const { payload } = generate(s);
  assert.equal(payload.items.find((i) => i.name.startsWith("T-002"))?.status, "PROVEN");
  assert.ok(payload.proofs.some((p) => p.id === "n-proof002"));
});

test("a proof whose file changed after it, or whose check fails now, is not carried as evidence and is named among the risks", () => {
  const s = makeSampleSnapshot();
  s.workbench.verifications[1]!.head_commit = s.git!.head!;
  s.notes.push({
    id: "n-proof003",
    kind: "proof",
    text: "T-002: 3 pass (test/limiter.test.js)",
    files: { "test/limiter.test.js": "aaaa" },
  });
  s.proof_files = { "test/limiter.test.js": "aaaa" };
  const fresh = generate(s).payload;
  assert.ok(fresh.proofs.some((p) => p.id === "n-proof003"));
  assert.equal(fresh.items.find((i) => i.name.startsWith("T-002"))?.status, "PROVEN");

  s.proof_files = { "test/limiter.test.js": "bbbb" };
  const stale = generate(s).payload;
  assert.ok(!stale.proofs.some((p) => p.id === "n-proof003"), "a stale proof carried as open");
  assert.equal(stale.items.find((i) => i.name.startsWith("T-002"))?.status, "STILL-BUILDING");
  assert.ok(
    stale.open_risks.some(
      (r) =>
        r.severity === "info" &&
        r.detail.startsWith("proof n-proof003 no longer holds (test/limiter.test.js changed"),
    ),
    JSON.stringify(stale.open_risks),
  );
});
