/**
 * Issue 19's "done when" for transcripts, through the real write pipeline in a temp git repo:
 * a write on part of a Claude Code session, then a write after the rest is appended (resumed
 * from the scan cache), gives handoff.json byte for byte as the full-scan write does, wherever
 * the split falls (inside a line, inside a multi-byte character, between a tool use and its
 * result). Neither the packet nor the cache holds a secret planted in the session.
 */
import { test } from "node:test";
import { makeGrowingSession } from "../../helpers/claude-growing-session.js";
import {
  assertRefusedWriteLeavesNoCache,
  assertResumedWriteEqualsFull,
  withWriteRepo,
} from "../../helpers/resume-write.js";
import { propertyRuns } from "../../helpers/property-runs.js";

test("a refused write leaves no transcript scan cache", () =>
  withWriteRepo("claude", makeGrowingSession, assertRefusedWriteLeavesNoCache));

test("a resumed write equals the full-scan write byte for byte, over random splits", () =>
  withWriteRepo("claude", makeGrowingSession, (repo, session, write, warnings) =>
    assertResumedWriteEqualsFull(repo, session, write, warnings, {
      first: 1,
      texts: [],
      numRuns: propertyRuns(15),
    }),
  ));
