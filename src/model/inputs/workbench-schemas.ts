/**
 * The workbench file schemas of SPEC §2.2 as zod schemas, and the parsers that turn a file's
 * parsed JSON into the typed snapshot part or throw an InputError at `file:line:column field`.
 * Unknown extra fields are allowed (and dropped) so newer workbench conventions do not break
 * older readers.
 */
import * as z from "zod/mini";
import type {
  AgentState,
  FeatureList,
  Review,
  Task,
  TaskStatus,
  Verification,
} from "../snapshot/types.js";
import { showJson } from "./input-issue.js";
import { must, parseInput } from "./zod-kit.js";

const STATUSES = [
  "todo",
  "in_progress",
  "done",
  "blocked",
] as const satisfies readonly TaskStatus[];
const OWNERS = ["builder", "reviewer", "human"] as const satisfies readonly Task["owner"][];
const SEVERITIES = ["block", "warn", "info"] as const;
const VERDICTS = ["pass", "soft_fail", "hard_fail"] as const satisfies readonly Review["verdict"][];
const TASK_ID = /^T-\d{3,}$/;

const string = () => z.string(must("a string"));
const stringArray = () => z.array(string(), must("an array of strings"));
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, must(`one of ${values.join(", ")}`, values.join(" | ")));
const numberIn = (min: number, max: number) => {
  const params = must(`a number from ${min} to ${max}`);
  return z.number(params).check(z.gte(min, params), z.lte(max, params));
};
const boolean = () => z.boolean(must("true or false"));

/** `agent_state.json`: `{schema_version: 1, active_task_id, touched_files, next_action, …}`. */
export const agentStateSchema = z.object(
  {
    schema_version: z.literal(1, {
      error: (iss) =>
        iss.input === undefined
          ? "is missing (must be 1)"
          : `${showJson(iss.input)} is not supported (this version of handoff reads schema_version 1)`,
    }),
    active_task_id: z.nullable(z.string(must("a string or null"))),
    touched_files: stringArray(),
    next_action: string(),
    assumptions: z.optional(stringArray()),
    blockers: z.optional(stringArray()),
    expected_branch: z.optional(string()),
  },
  must("an object"),
);

/** `task_board.json`: an array of tasks. */
export const taskBoardSchema = z.array(
  z.object(
    {
      id: string().check(
        z.regex(TASK_ID, { error: (iss) => `must look like T-001, got ${showJson(iss.input)}` }),
      ),
      goal: string(),
      owner: oneOf(OWNERS),
      acceptance: stringArray(),
      status: oneOf(STATUSES),
    },
    must("an object"),
  ),
  must("an array of tasks"),
);

/** `feature_list.json`: `{project, active, features: [...]}`. More than one in progress is legal. */
export const featureListSchema = z.object(
  {
    // Checked first, as the hand-written validator did: the first error reported stays the same.
    features: z.array(
      z.object(
        { id: string(), status: oneOf(STATUSES), goal: string(), done_when: string() },
        must("an object"),
      ),
      must("an array of features"),
    ),
    project: string(),
    active: z.nullable(z.string(must("a string or null", "a feature id or null"))),
  },
  must("an object"),
);

const findingSchema = z.object(
  { severity: oneOf(SEVERITIES), detail: string(), code: z.optional(string()) },
  must("an object"),
);

/** `outputs/verification/<task>.json`. */
export const verificationSchema = z.object(
  {
    task_id: string(),
    passed: boolean(),
    findings: z.array(findingSchema, must("an array of findings")),
    strict: z.optional(boolean()),
    head_commit: z.optional(string()),
    coverage: z.optional(
      z.nullable(
        z.object(
          { current: z.number(must("a number")), previous: z.number(must("a number")) },
          must("an object {current, previous} or null"),
        ),
      ),
    ),
  },
  must("an object"),
);

/** `outputs/review/<task>.json`. */
export const reviewSchema = z.object(
  {
    task_id: string(),
    total: numberIn(0, 10),
    verdict: oneOf(VERDICTS),
    dimensions: z.optional(
      z.array(
        z.object({ name: string(), score: numberIn(0, 2), note: string() }, must("an object")),
        must("an array of dimensions"),
      ),
    ),
  },
  must("an object"),
);

/** `outputs/diff_summary.json`: `{touched: string[]}`. */
export const diffSummarySchema = z.object({ touched: stringArray() }, must("an object"));

/** `agent_state.json`, parsed from `text`. */
export function parseAgentState(value: unknown, file: string, text: string): AgentState {
  return parseInput(agentStateSchema, value, file, text);
}

/** `task_board.json`, parsed from `text`. */
export function parseTaskBoard(value: unknown, file: string, text: string): Task[] {
  return parseInput(taskBoardSchema, value, file, text);
}

/** `feature_list.json`, parsed from `text` (fields in the snapshot's order). */
export function parseFeatureList(value: unknown, file: string, text: string): FeatureList {
  const { project, active, features } = parseInput(featureListSchema, value, file, text);
  return { project, active, features };
}

/** A verification report; `path` is its repo-relative path. */
export function parseVerification(value: unknown, path: string, text: string): Verification {
  const { task_id, passed, findings, ...optional } = parseInput(
    verificationSchema,
    value,
    path,
    text,
  );
  return { task_id, passed, findings, path, ...optional };
}

/** A review report; `path` is its repo-relative path. */
export function parseReview(value: unknown, path: string, text: string): Review {
  const { task_id, total, verdict, ...optional } = parseInput(reviewSchema, value, path, text);
  return { task_id, total, verdict, path, ...optional };
}

/** `outputs/diff_summary.json`, parsed from `text`. */
export function parseDiffSummary(
  value: unknown,
  file: string,
  text: string,
): { touched: string[] } {
  return parseInput(diffSummarySchema, value, file, text);
}
