/**
 * Reads the workbench files of SPEC §2.2 (everything but the feedback log, which is streamed
 * elsewhere) and validates each against its schema. Missing files are normal (null or []);
 * present but invalid files are an InputError at `file:line:column field` (the schemas are zod,
 * in src/model/inputs/workbench-schemas.ts).
 */
import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { InputError } from "../errors.js";
import type { Review, Verification, Workbench } from "../model/snapshot/types.js";
import { DEFAULT_WORKBENCH_PATHS, type WorkbenchPaths } from "../model/snapshot/workbench-paths.js";
import { assertInsideRoot } from "../platform/inside-root.js";
import { describeJsonBounds } from "../json/json-shape.js";
import { describeJsonSyntaxError } from "../json/position.js";
import { describeBadBytes } from "../json/text-bytes.js";

/**
 * Workbench JSON files are small by nature; a bigger one is almost surely a mistake, and reading
 * it whole would break the flat-memory promise of SPEC §11.
 */
const MAX_JSON_BYTES = 32 * 1024 * 1024;

/** The workbench files under `root`, validated; the feedback log is not read here. */
export async function loadWorkbenchFiles(
  root: string,
  paths: WorkbenchPaths = DEFAULT_WORKBENCH_PATHS,
): Promise<Omit<Workbench, "feedback">> {
  // zod loads only once a file to validate turns up (it costs about as much as starting node),
  // and then while the other reads, and collect's git calls, are still under way.
  let schemas: Promise<typeof import("../model/inputs/workbench-schemas.js")> | undefined;
  const read = async (rel: string) => {
    const file = await readJsonFile(root, rel);
    if (file !== undefined) schemas ??= import("../model/inputs/workbench-schemas.js");
    return file;
  };
  const [agentState, taskBoard, featureList, verifications, reviews, diffSummary] =
    await Promise.all([
      read(paths.agentState),
      read(paths.taskBoard),
      read(paths.featureList),
      readReports(root, paths.verificationDir, read),
      readReports(root, paths.reviewDir, read),
      read(paths.diffSummary),
    ]);
  if (schemas === undefined) {
    return {
      agent_state: null,
      task_board: null,
      feature_list: null,
      verifications: [],
      reviews: [],
      diff_summary: null,
    };
  }
  const {
    parseAgentState,
    parseDiffSummary,
    parseFeatureList,
    parseReview,
    parseTaskBoard,
    parseVerification,
  } = await schemas;
  const parse = <T>(
    file: JsonFile | undefined,
    rel: string,
    parser: (value: unknown, file: string, text: string) => T,
  ): T | null => (file === undefined ? null : parser(file.value, rel, file.text));
  return {
    agent_state: parse(agentState, paths.agentState, parseAgentState),
    task_board: parse(taskBoard, paths.taskBoard, parseTaskBoard),
    feature_list: parse(featureList, paths.featureList, parseFeatureList),
    verifications: sortByTask(verifications.map((f) => parseVerification(f.value, f.rel, f.text))),
    reviews: sortByTask(reviews.map((f) => parseReview(f.value, f.rel, f.text))),
    diff_summary: parse(diffSummary, paths.diffSummary, parseDiffSummary),
  };
}

/** A JSON file as read: its text (BOM removed) and the value parsed from it. */
export interface JsonFile {
  value: unknown;
  text: string;
}

function sortByTask<T extends Verification | Review>(list: T[]): T[] {
  return [...list].sort((a, b) => compare(a.task_id, b.task_id) || compare(a.path, b.path));
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && "code" in error && typeof error.code === "string"
    ? error.code
    : undefined;
}

/**
 * Parsed JSON of `rel` and its text, or undefined when it does not exist. `stat` comes first so that a FIFO
 * or a directory in place of a file is reported instead of blocking or failing obscurely.
 */
export async function readJsonFile(root: string, rel: string): Promise<JsonFile | undefined> {
  const abs = join(root, rel);
  let info: Awaited<ReturnType<typeof stat>>;
  try {
    info = await stat(abs);
  } catch (error) {
    const code = errorCode(error);
    if (code === "ENOENT" || code === "ENOTDIR") return undefined;
    if (code === "ELOOP") throw new InputError(`${rel}: symlink loop`, { file: rel });
    throw new InputError(`${rel}: cannot be read (${code ?? "unknown error"})`, { file: rel });
  }
  assertInsideRoot(root, abs, rel);
  if (info.isDirectory()) {
    throw new InputError(`${rel}: is a directory, expected a JSON file`, { file: rel });
  }
  if (!info.isFile()) {
    throw new InputError(`${rel}: is not a regular file (FIFO, socket or device), expected JSON`, {
      file: rel,
    });
  }
  if (info.size > MAX_JSON_BYTES) {
    throw new InputError(
      `${rel}: is ${info.size} bytes, more than the 32 MiB a workbench file may be`,
      {
        file: rel,
      },
    );
  }
  let bytes: Buffer;
  try {
    bytes = await readFile(abs);
  } catch (error) {
    throw new InputError(`${rel}: cannot be read (${errorCode(error) ?? "unknown error"})`, {
      file: rel,
    });
  }
  const bad = describeBadBytes(bytes);
  if (bad !== null) throw new InputError(`${rel}: ${bad}`, { file: rel });
  const text = withoutBom(bytes.toString("utf8"));
  return { value: parseJsonText(text, rel), text };
}

function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Parse JSON text (a leading UTF-8 BOM is tolerated), or throw an InputError with line/column. */
export function parseJsonText(text: string, rel: string): unknown {
  const body = withoutBom(text);
  const beyond = describeJsonBounds(body);
  if (beyond !== null) throw new InputError(`${rel}: ${beyond}`, { file: rel });
  try {
    return JSON.parse(body);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const { message, line } = describeJsonSyntaxError(body, rel, detail);
    throw new InputError(message, line === null ? { file: rel } : { file: rel, line });
  }
}

async function readReports(
  root: string,
  dir: string,
  read: (rel: string) => Promise<JsonFile | undefined>,
): Promise<(JsonFile & { rel: string })[]> {
  let names: string[];
  try {
    names = (await readdir(join(root, dir))).filter((name) => name.endsWith(".json")).sort();
  } catch (error) {
    const code = errorCode(error);
    if (code === "ENOENT") return [];
    if (code === "ENOTDIR") {
      throw new InputError(`${dir}: is not a directory, expected a folder of JSON reports`, {
        file: dir,
      });
    }
    throw new InputError(`${dir}: cannot be read (${code ?? "unknown error"})`, { file: dir });
  }
  assertInsideRoot(root, join(root, dir), dir);
  // Settle all, then report the first failure in name order so the error does not depend on timing.
  const settled = await Promise.allSettled(
    names.map(async (name) => {
      const rel = `${dir}/${name}`;
      const file = await read(rel);
      // A report removed between readdir and stat is simply absent.
      return file === undefined ? undefined : { ...file, rel };
    }),
  );
  const reports: (JsonFile & { rel: string })[] = [];
  for (const result of settled) {
    if (result.status === "rejected") throw result.reason;
    if (result.value !== undefined) reports.push(result.value);
  }
  return reports;
}
