/**
 * Generates a realistic Claude Code transcript of a given size for the ingest benchmark: user
 * prompts, assistant turns with usage blocks, Bash tool uses and their results (some failing,
 * some with large output), Edit/Write/TodoWrite calls, a compaction every ~50 MB, and one
 * duplicated stretch of lines (a resumed session copies lines). Deterministic for a given size.
 *
 * CLI: node gen-claude-transcript.js OUT BYTES
 */
import { runGeneratorCli } from "./generator-cli.js";
import { openJsonl } from "./jsonl-out.js";

/** The session id every generated transcript records (a hook's input names it). */
export const SESSION = "5f0c7a3e-1b2d-4c5e-8f90-123456789abc";
/** The fixed group of every line uuid: a workload that appends copies replaces it to make them new. */
export const APPEND_UUID_MARK = "-aaaa-4bbb-";
const CWD = "/home/dev/projects/shop";

/**
 * Write a transcript of about `bytes` bytes to `path` (stops at the first turn past the size).
 * `cwd` is the session's folder: a write refuses a transcript of another folder, so a workload
 * passes its own repo.
 */
export async function writeClaudeTranscript(
  path: string,
  bytes: number,
  cwd = CWD,
): Promise<{ lines: number; bytes: number }> {
  const out = openJsonl(path);
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  let uuidCounter = 0;
  const uuid = () => {
    uuidCounter++;
    const hex = uuidCounter.toString(16).padStart(12, "0");
    return `0000${hex.slice(0, 4)}${APPEND_UUID_MARK}8ccc-${hex}`;
  };
  let clock = Date.parse("2026-03-01T09:00:00.000Z");
  const time = () => {
    clock += 1500;
    return new Date(clock).toISOString();
  };
  const base = () => ({
    isSidechain: false,
    userType: "external",
    cwd,
    sessionId: SESSION,
    version: "2.1.50",
    gitBranch: "main",
  });
  let parent: string | null = null;
  let nextCompaction = 50 * 1024 * 1024;
  const replay: string[] = [];

  const emit = async (obj: Record<string, unknown>) => {
    await out.write(obj);
    if (replay.length < 40 && out.lines > 1000 && out.lines < 1100)
      replay.push(JSON.stringify(obj));
  };
  const usage = {
    input_tokens: 4,
    cache_creation_input_tokens: 812,
    cache_read_input_tokens: 48213,
    output_tokens: 230,
    service_tier: "standard",
  };

  let turn = 0;
  while (out.bytes < bytes) {
    turn++;
    const u = uuid();
    await emit({
      ...base(),
      parentUuid: parent,
      type: "user",
      uuid: u,
      timestamp: time(),
      message: {
        role: "user",
        content: `Step ${turn}: make the checkout tests pass and keep the cart total in cents.`,
      },
    });
    parent = u;
    for (let call = 0; call < 6; call++) {
      const a = uuid();
      const id = `toolu_${turn.toString(36)}_${call}_${uuidCounter.toString(36)}`;
      const pick = random();
      let input: Record<string, unknown>;
      let name = "Bash";
      if (pick < 0.15) {
        name = "Edit";
        input = {
          file_path: `${cwd}/src/cart/file-${turn % 40}.ts`,
          old_string: "total += price",
          new_string: "total += Math.round(price * 100)",
        };
      } else if (pick < 0.18) {
        name = "TodoWrite";
        input = {
          todos: [
            { content: `Fix step ${turn}`, status: "in_progress", activeForm: "Fixing" },
            { content: "Run the suite", status: "pending", activeForm: "Running" },
          ],
        };
      } else {
        input = {
          command:
            pick < 0.5 ? "npm test -- --run cart" : `rg -n "total" src/cart/file-${turn % 40}.ts`,
          description: "Run",
        };
      }
      await emit({
        ...base(),
        parentUuid: parent,
        type: "assistant",
        uuid: a,
        timestamp: time(),
        requestId: `req_${a}`,
        message: {
          id: `msg_${a}`,
          type: "message",
          role: "assistant",
          model: "claude-sonnet-4-5",
          content: [{ type: "tool_use", id, name, input }],
          stop_reason: "tool_use",
          usage,
        },
      });
      const r = uuid();
      const fails = name === "Bash" && random() < 0.2;
      const big = random() < 0.003 ? 500_000 : 0;
      const output = `${"  ✓ cart > applies discount in cents (3 ms)\n".repeat(20 + Math.floor(random() * 60))}${"x".repeat(big)}`;
      const content = fails ? `Exit code 1\n${output}\nTests: 1 failed, 41 passed` : output;
      await emit({
        ...base(),
        parentUuid: a,
        type: "user",
        uuid: r,
        timestamp: time(),
        sourceToolAssistantUUID: a,
        message: {
          role: "user",
          content: [{ tool_use_id: id, type: "tool_result", content, is_error: fails }],
        },
        toolUseResult: fails
          ? `Error: ${content}`
          : { stdout: output, stderr: "", interrupted: false, isImage: false },
      });
      parent = r;
    }
    const t = uuid();
    await emit({
      ...base(),
      parentUuid: parent,
      type: "assistant",
      uuid: t,
      timestamp: time(),
      requestId: `req_${t}`,
      message: {
        id: `msg_${t}`,
        type: "message",
        role: "assistant",
        model: "claude-sonnet-4-5",
        content: [
          {
            type: "text",
            text: "The cart now stores cents; two tests still fail on rounding. ".repeat(8),
          },
        ],
        stop_reason: "end_turn",
        usage,
      },
    });
    parent = t;
    if (out.bytes > nextCompaction) {
      nextCompaction += 50 * 1024 * 1024;
      const c = uuid();
      await emit({
        ...base(),
        parentUuid: null,
        logicalParentUuid: parent,
        type: "system",
        subtype: "compact_boundary",
        uuid: c,
        timestamp: time(),
        content: "Conversation compacted",
        compactMetadata: { trigger: "auto", preTokens: 160000 },
      });
      parent = c;
    }
    if (turn === 400)
      for (const line of replay) await emit(JSON.parse(line) as Record<string, unknown>);
  }
  return out.close();
}

await runGeneratorCli(import.meta.url, "gen-claude-transcript", writeClaudeTranscript);
