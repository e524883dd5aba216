/**
 * A holdout relay of the fidelity corpus (its questions were written before any rule was run on
 * it): Codex CLI → Gemini CLI → Claude Code on a webhook sender. A task after "Task:" and three
 * sentences of background with a wait rule (2 seconds) the last hop replaces; a Spanish opener;
 * a partner check that passes only with PARTNER_SANDBOX=1; a helper written and taken out again;
 * "ok" as a last report; a "Next step:" report.
 */
import type { Relay } from "./relay.js";

export const WEBHOOK_TASK =
  "Quick background: partners receive our order webhooks. Some of their endpoints are slow at night. Yesterday one partner got the same order four times. Task: make sendWebhook(order, post) in src/webhook.js retry on 5xx only, never on 4xx, and send an Idempotency-Key header made from the order id. Wait 2 seconds between tries.";
export const WEBHOOK_OPENER = "Sigue con lo que quedó pendiente, por favor.";
export const WEBHOOK_WAIT =
  "Change of plan after the partners call: wait 5 seconds between tries, not 2. Commit it when the tests pass.";

const webhookJs = (waitMs: number) => `export const WAIT_MS = ${waitMs};
const TRIES = 3;

/** Post an order's webhook; a 5xx is tried again (the partner dedupes on Idempotency-Key), a 4xx is not. */
export async function sendWebhook(order, post, sleep = (ms) => new Promise((r) => setTimeout(r, ms))) {
  const headers = { "Idempotency-Key": \`order-\${order.id}\` };
  for (let i = 1; ; i++) {
    const status = await post(order, headers);
    if (status < 500 || i === TRIES) return status;
    await sleep(WAIT_MS);
  }
}
`;

const WEBHOOK_TEST = `import assert from "node:assert/strict";
import { test } from "node:test";
import { sendWebhook } from "../src/webhook.js";

test("a 5xx is tried again with the same key, a 4xx is not", async () => {
  const keys = [];
  const statuses = [503, 200];
  const post = async (_order, headers) => (keys.push(headers["Idempotency-Key"]), statuses.shift());
  assert.equal(await sendWebhook({ id: 7 }, post, async () => {}), 200);
  assert.deepEqual(keys, ["order-7", "order-7"]);
  let calls = 0;
  assert.equal(await sendWebhook({ id: 8 }, async () => (calls++, 404), async () => {}), 404);
  assert.equal(calls, 1);
});
`;

const PARTNERS = `// The partners' check: the sandbox endpoints answer only when the sandbox is selected.
import { sendWebhook } from "../src/webhook.js";

if (process.env.PARTNER_SANDBOX !== "1") {
  console.error("test:partners: production endpoints refused (set PARTNER_SANDBOX=1)");
  process.exit(1);
}
const status = await sendWebhook({ id: 1 }, async () => 202, async () => {});
console.log(\`test:partners: sandbox answered \${status}\`);
`;

export const WEBHOOK_RELAY: Relay = {
  name: "webhook-retry",
  files: {
    "package.json": `${JSON.stringify(
      {
        name: "webhook-retry",
        private: true,
        type: "module",
        scripts: { test: "node --test", "test:partners": "node scripts/partners.js" },
      },
      null,
      2,
    )}\n`,
    "src/webhook.js":
      "export async function sendWebhook(order, post) {\n  return post(order, {});\n}\n",
    "scripts/partners.js": PARTNERS,
  },
  hops: [
    {
      agent: "codex",
      prompts: [WEBHOOK_TASK],
      turns: [
        {
          prompt: "Quick background: partners receive",
          steps: [
            { run: "cat src/webhook.js scripts/partners.js" },
            { write: { path: "src/webhook.js", content: webhookJs(2000) } },
            { write: { path: "test/webhook.test.js", content: WEBHOOK_TEST } },
            { run: "npm test" },
          ],
          final:
            "sendWebhook(order, post) retries only on a 5xx, three tries at most, and sends Idempotency-Key: order-<id>; npm test passes. The partner that got four copies dedupes on that header, so a retried order no longer arrives twice. Next step: run `npm run test:partners`.",
        },
      ],
    },
    {
      agent: "gemini",
      prompts: [WEBHOOK_OPENER],
      turns: [
        {
          prompt: "Sigue con lo que",
          steps: [
            { run: "npm run test:partners" },
            { run: "PARTNER_SANDBOX=1 npm run test:partners" },
            {
              write: {
                path: "src/backoff.js",
                content: "export const backoff = (try_) => 2000 * 2 ** try_;\n",
              },
            },
            {
              say: "Dropped src/backoff.js again: the slowest partner times out after 30 s, so doubling waits only delays the third try past it.",
              run: "rm src/backoff.js && npm test",
            },
          ],
          final: "ok",
        },
      ],
    },
    {
      agent: "claude",
      prompts: [WEBHOOK_WAIT],
      turns: [
        {
          prompt: "Change of plan after the partners call",
          steps: [
            { write: { path: "src/webhook.js", content: webhookJs(5000) } },
            { run: "npm test" },
            {
              run: "git add -A && git commit -q -m 'sendWebhook: 5xx retried with an Idempotency-Key, 5 s apart'",
            },
          ],
          final: "Tries are 5 s apart now; npm test passes and the sender is committed.",
        },
      ],
    },
  ],
};
