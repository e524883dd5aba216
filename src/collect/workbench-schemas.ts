/**
 * The workbench file schemas of SPEC §2.2, as validators that turn parsed JSON into the typed
 * snapshot parts or throw an InputError naming the file and the field.
 */
import type {
  AgentState,
  Feature,
  FeatureList,
  Finding,
  Review,
  ReviewDimension,
  Task,
  TaskStatus,
  Verification,
} from "../snapshot/types.js";
import {
  type At,
  expectArray,
  expectBoolean,
  expectEnum,
  expectNumber,
  expectNumberIn,
  expectObject,
  expectString,
  expectStringArray,
  expectStringOrNull,
  field,
  index,
  optional,
  reject,
  required,
} from "./shape.js";

const STATUSES: readonly TaskStatus[] = ["todo", "in_progress", "done", "blocked"];
const OWNERS: readonly Task["owner"][] = ["builder", "reviewer", "human"];
const SEVERITIES: readonly Finding["severity"][] = ["block", "warn", "info"];
const VERDICTS: readonly Review["verdict"][] = ["pass", "soft_fail", "hard_fail"];
const TASK_ID = /^T-\d{3,}$/;

function root(file: string): At {
  return { file, path: "" };
}

/** `agent_state.json`: `{schema_version: 1, active_task_id, touched_files, next_action, …}`. */
export function parseAgentState(value: unknown, file: string): AgentState {
  const at = root(file);
  const obj = expectObject(value, at);
  const version = required(obj, "schema_version", at, "1");
  if (version !== 1) {
    reject(
      field(at, "schema_version"),
      `${JSON.stringify(version)} is not supported (this version of handoff reads schema_version 1)`,
    );
  }
  const state: AgentState = {
    schema_version: 1,
    active_task_id: expectStringOrNull(
      required(obj, "active_task_id", at, "a string or null"),
      field(at, "active_task_id"),
    ),
    touched_files: expectStringArray(
      required(obj, "touched_files", at, "an array of strings"),
      field(at, "touched_files"),
    ),
    next_action: expectString(
      required(obj, "next_action", at, "a string"),
      field(at, "next_action"),
    ),
  };
  const assumptions = optional(obj, "assumptions", at, expectStringArray);
  if (assumptions !== undefined) state.assumptions = assumptions;
  const blockers = optional(obj, "blockers", at, expectStringArray);
  if (blockers !== undefined) state.blockers = blockers;
  const expected = optional(obj, "expected_branch", at, expectString);
  if (expected !== undefined) state.expected_branch = expected;
  return state;
}

/** `task_board.json`: an array of tasks. */
export function parseTaskBoard(value: unknown, file: string): Task[] {
  const at = root(file);
  return expectArray(value, at, "an array of tasks").map((item, i) => {
    const t = index(at, i);
    const obj = expectObject(item, t);
    const id = expectString(required(obj, "id", t, "a string"), field(t, "id"));
    if (!TASK_ID.test(id))
      reject(field(t, "id"), `must look like T-001, got ${JSON.stringify(id)}`);
    return {
      id,
      goal: expectString(required(obj, "goal", t, "a string"), field(t, "goal")),
      owner: expectEnum(required(obj, "owner", t, OWNERS.join(" | ")), field(t, "owner"), OWNERS),
      acceptance: expectStringArray(
        required(obj, "acceptance", t, "an array of strings"),
        field(t, "acceptance"),
      ),
      status: expectEnum(
        required(obj, "status", t, STATUSES.join(" | ")),
        field(t, "status"),
        STATUSES,
      ),
    };
  });
}

/** `feature_list.json`: `{project, active, features: [...]}`. More than one in progress is legal here. */
export function parseFeatureList(value: unknown, file: string): FeatureList {
  const at = root(file);
  const obj = expectObject(value, at);
  const features = expectArray(
    required(obj, "features", at, "an array of features"),
    field(at, "features"),
  ).map((item, i): Feature => {
    const f = index(field(at, "features"), i);
    const feature = expectObject(item, f);
    return {
      id: expectString(required(feature, "id", f, "a string"), field(f, "id")),
      status: expectEnum(
        required(feature, "status", f, STATUSES.join(" | ")),
        field(f, "status"),
        STATUSES,
      ),
      goal: expectString(required(feature, "goal", f, "a string"), field(f, "goal")),
      done_when: expectString(required(feature, "done_when", f, "a string"), field(f, "done_when")),
    };
  });
  return {
    project: expectString(required(obj, "project", at, "a string"), field(at, "project")),
    active: expectStringOrNull(
      required(obj, "active", at, "a feature id or null"),
      field(at, "active"),
    ),
    features,
  };
}

function parseFinding(value: unknown, at: At): Finding {
  const obj = expectObject(value, at);
  const finding: Finding = {
    severity: expectEnum(
      required(obj, "severity", at, SEVERITIES.join(" | ")),
      field(at, "severity"),
      SEVERITIES,
    ),
    detail: expectString(required(obj, "detail", at, "a string"), field(at, "detail")),
  };
  const code = optional(obj, "code", at, expectString);
  if (code !== undefined) finding.code = code;
  return finding;
}

function parseCoverage(value: unknown, at: At): { current: number; previous: number } | null {
  if (value === null) return null;
  const obj = expectObject(value, at, "an object {current, previous} or null");
  return {
    current: expectNumber(required(obj, "current", at, "a number"), field(at, "current")),
    previous: expectNumber(required(obj, "previous", at, "a number"), field(at, "previous")),
  };
}

/** `outputs/verification/<task>.json`. `path` is the repo-relative report path. */
export function parseVerification(value: unknown, path: string): Verification {
  const at = root(path);
  const obj = expectObject(value, at);
  const verification: Verification = {
    task_id: expectString(required(obj, "task_id", at, "a string"), field(at, "task_id")),
    passed: expectBoolean(required(obj, "passed", at, "true or false"), field(at, "passed")),
    findings: expectArray(
      required(obj, "findings", at, "an array of findings"),
      field(at, "findings"),
    ).map((item, i) => parseFinding(item, index(field(at, "findings"), i))),
    path,
  };
  const strict = optional(obj, "strict", at, expectBoolean);
  if (strict !== undefined) verification.strict = strict;
  const head = optional(obj, "head_commit", at, expectString);
  if (head !== undefined) verification.head_commit = head;
  const coverage = optional(obj, "coverage", at, parseCoverage);
  if (coverage !== undefined) verification.coverage = coverage;
  return verification;
}

function parseDimension(value: unknown, at: At): ReviewDimension {
  const obj = expectObject(value, at);
  return {
    name: expectString(required(obj, "name", at, "a string"), field(at, "name")),
    score: expectNumberIn(
      required(obj, "score", at, "a number from 0 to 2"),
      field(at, "score"),
      0,
      2,
    ),
    note: expectString(required(obj, "note", at, "a string"), field(at, "note")),
  };
}

/** `outputs/review/<task>.json`. `path` is the repo-relative report path. */
export function parseReview(value: unknown, path: string): Review {
  const at = root(path);
  const obj = expectObject(value, at);
  const review: Review = {
    task_id: expectString(required(obj, "task_id", at, "a string"), field(at, "task_id")),
    total: expectNumberIn(
      required(obj, "total", at, "a number from 0 to 10"),
      field(at, "total"),
      0,
      10,
    ),
    verdict: expectEnum(
      required(obj, "verdict", at, VERDICTS.join(" | ")),
      field(at, "verdict"),
      VERDICTS,
    ),
    path,
  };
  const dimensions = optional(obj, "dimensions", at, (v, a) =>
    expectArray(v, a, "an array of dimensions").map((item, i) => parseDimension(item, index(a, i))),
  );
  if (dimensions !== undefined) review.dimensions = dimensions;
  return review;
}

/** `outputs/diff_summary.json`: `{touched: string[]}`. */
export function parseDiffSummary(value: unknown, file: string): { touched: string[] } {
  const at = root(file);
  const obj = expectObject(value, at);
  return {
    touched: expectStringArray(
      required(obj, "touched", at, "an array of strings"),
      field(at, "touched"),
    ),
  };
}
