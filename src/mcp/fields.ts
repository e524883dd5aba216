/**
 * The zod fields every MCP tool shares (`tools.ts`, `read-tools.ts`): one description of the
 * repo root and topic inputs, one severity enum.
 */
import { z } from "zod";

/** The `root` input: where the repo is, defaulting to the server's working directory. */
export const rootField = z
  .string()
  .optional()
  .describe("Repo root (default: the git repo enclosing the server's working directory)");

/** The `topic` input: the line of work on this branch. */
export const topicField = z
  .string()
  .optional()
  .describe("Line of work on this branch (default: default)");

/** A risk's severity, as packets carry it. */
export const severityEnum = z.enum(["block", "warn", "info"]);
