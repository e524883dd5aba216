/**
 * A child process for the concurrency and crash tests: stores distinct packets in the registry
 * at argv[2] for branch argv[3], topic argv[4], tagged argv[5]; argv[6] (default 1) packets in a
 * row, after printing `ready` (so a test can kill it while it is writing). Prints each result.
 */
import { storePacket } from "../../src/store/registry.js";
import { makePacket, withJson } from "./make-packet.js";

const [root, branch, topic, tag, countArg] = process.argv.slice(2);
if (root === undefined || branch === undefined || topic === undefined || tag === undefined) {
  process.stderr.write("usage: store-writer ROOT BRANCH TOPIC TAG [COUNT]\n");
  process.exit(2);
}
const count = Number(countArg ?? "1");
if (count > 1) process.stdout.write("ready\n");
for (let k = 0; k < count; k++) {
  const name = count > 1 ? `${tag}-${k}` : tag;
  const packet = makePacket({
    branch,
    topic,
    summary: `writer ${name}`,
    next_action: `step ${name}`,
  });
  // A sizeable markdown makes a kill more likely to land inside a file write.
  const markdown = `# ${name}\n${"line of the packet\n".repeat(2000)}`;
  const result = await storePacket(root, {
    ...withJson(packet),
    markdown,
    history: `# history ${name}\n`,
  });
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
