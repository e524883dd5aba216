/**
 * The bench's profile reading: a stage's time is its own and its callees' (each sample counted
 * once per stage), so "generate" holds its redaction and "idle" only what waited.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { summariseStages } from "../../bench/profile.js";

const frame = (functionName: string, url = "file:///x/dist/bin/chunks/chunk-A.mjs") => ({
  functionName,
  url,
  lineNumber: 0,
});

test("stages add their callees' time, and a sample counts once in each stage it is under", () => {
  const profile = {
    nodes: [
      { id: 1, callFrame: frame("(root)", ""), children: [2, 5, 6] },
      { id: 2, callFrame: frame("generate"), children: [3] },
      { id: 3, callFrame: frame("redactStrings"), children: [4] },
      { id: 4, callFrame: frame("detectAll") },
      { id: 5, callFrame: frame("(idle)", "") },
      { id: 6, callFrame: frame("next"), children: [7] },
      { id: 7, callFrame: frame("visit") },
    ],
    // 4 samples in detectAll, 1 in generate itself, 2 idle, 3 under the line reader.
    samples: [4, 4, 4, 4, 2, 5, 5, 7, 7, 6],
    timeDeltas: [0, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
    startTime: 0,
    endTime: 10_000,
  };
  const stages = Object.fromEntries(summariseStages(profile).map((s) => [s.label.trim(), s.ms]));
  assert.equal(stages["generate"], 5);
  assert.equal(stages["redacting strings (packet, output)"], 4);
  assert.equal(stages["idle (waiting for git, the disk)"], 2);
  assert.equal(stages["line scans (the log, the transcript)"], 3);
  assert.equal(stages["garbage collector"], undefined, "a stage with no time is left out");
});
