/**
 * Generates a realistic Gemini CLI 0.6x JSONL session of a given size for the transcript-cache
 * measurement: a header, the injected `<session_context>` as a `$set` of the message list, then
 * turns of a user prompt, a model message written once before its tool call and again when the
 * call finishes (a `run_shell_command` with the `<untrusted_context>` output 0.61 writes, some
 * failing, some long; now and then a `replace` edit), the function response the user side
 * records, `$set` updates of `lastUpdated`, and the model's closing text. Deterministic for a
 * given size.
 *
 * CLI: node gen-gemini-session.js OUT BYTES
 */
import { createRandom, randomInt } from "./prng.js";
import { runGeneratorCli } from "./generator-cli.js";
import { commandOutput, openJsonl } from "./jsonl-out.js";

const CWD = "/home/dev/projects/shop";
const COMMANDS = ["npm test", "npm run lint", "git status --short", "rg -n cart src", "ls -la src"];

/** Write a session of about `bytes` bytes to `path` (stops at the first turn past the size). */
export async function writeGeminiSession(
  path: string,
  bytes: number,
): Promise<{ lines: number; bytes: number }> {
  const out = openJsonl(path);
  const random = createRandom(11);
  let clock = Date.parse("2026-03-01T09:00:00.000Z");
  const time = () => {
    clock += 1200;
    return new Date(clock).toISOString();
  };
  const emit = (value: Record<string, unknown>) => out.write(value);
  const touched = () => emit({ $set: { lastUpdated: time() } });

  await emit({
    sessionId: "9e7203f2-0ef8-42a6-9372-141bd6c597f8",
    projectHash: "fffa20878f03979ee66f14f9bcca226567ffacfdc74362b2887e592352c7dfed",
    startTime: time(),
    lastUpdated: time(),
    kind: "main",
  });
  const context = `<session_context>\nThis is the Gemini CLI.\n- **Workspace Directories:**\n  - ${CWD}\n</session_context>`;
  await emit({
    $set: {
      messages: [{ id: "ctx", timestamp: time(), type: "user", content: [{ text: context }] }],
    },
  });
  let id = 0;
  let turn = 0;
  while (out.bytes < bytes) {
    turn++;
    const prompt = `Step ${turn}: make the checkout tests pass and keep the cart total in cents.`;
    await emit({ id: `u-${turn}`, timestamp: time(), type: "user", content: [{ text: prompt }] });
    await touched();
    for (let step = 0; step < 6; step++) {
      id++;
      const message = `m-${id}`;
      const callId = `run_shell_command__run_shell_command_${1796063438433 + id}_0`;
      const base = {
        id: message,
        timestamp: time(),
        type: "gemini",
        content: "",
        thoughts: [{ subject: "Checking the cart totals", description: "x".repeat(200) }],
        tokens: { input: 48_213 + id, output: 230, cached: 0, thoughts: 0, tool: 0, total: 48_443 },
        model: "gemini-3.8-flash",
      };
      await emit(base);
      await touched();
      const edit = random() < 0.12;
      const command = COMMANDS[randomInt(random, 0, COMMANDS.length - 1)] ?? "npm test";
      const failing = !edit && random() < 0.15;
      const size =
        random() < 0.1 ? randomInt(random, 60_000, 400_000) : randomInt(random, 80, 6_000);
      const output = edit
        ? `Successfully modified file: ${CWD}/src/cart/item-${id % 97}.ts (1 replacements).`
        : `<untrusted_context>\nOutput: ${commandOutput(command, failing, size)}\n${failing ? "Exit Code: 1\n" : ""}Process Group PGID: ${500 + id}\n</untrusted_context>`;
      const name = edit ? "replace" : "run_shell_command";
      const args = edit
        ? {
            file_path: `${CWD}/src/cart/item-${id % 97}.ts`,
            old_string: "12.99",
            new_string: "1299",
          }
        : { command, description: "Run the tests" };
      const response = { functionResponse: { id: callId, name, response: { output } } };
      await emit({
        ...base,
        toolCalls: [
          { id: callId, name, args, result: [response], status: "success", timestamp: time() },
        ],
      });
      await emit({ id: `r-${id}`, timestamp: time(), type: "user", content: [response] });
      await touched();
    }
    await emit({
      id: `g-${turn}`,
      timestamp: time(),
      type: "gemini",
      content: "The cart totals are now kept in cents. ".repeat(8),
      thoughts: [],
      model: "gemini-3.8-flash",
    });
    await touched();
  }
  return out.close();
}

await runGeneratorCli(import.meta.url, "gen-gemini-session", writeGeminiSession);
