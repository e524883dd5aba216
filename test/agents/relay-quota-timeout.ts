/**
 * A tuning relay of the fidelity corpus: Claude Code → Gemini CLI → Codex CLI on an API client's
 * quota and timeout. What it holds: an English task; an Italian message of two rules in one
 * sentence, separated by a semicolon, the first with a value (a 30-second timeout); an Italian
 * opener that only says to carry on, with a number (the quota again) in it; the timeout replaced
 * in English with another unit spelling ("10 s"), no word shared with the Italian rule but the
 * unit; the other rule of the Italian sentence still standing; a next step the next hop did.
 */
import type { Relay } from "./relay.js";

export const QUOTA_TASK =
  "Add fetchQuota(account) to src/quota.js: it calls GET /v2/quota on the billing API and returns { used, limit }. Retry once on a 503.";
export const QUOTA_ITALIAN =
  "Un'altra cosa: il timeout delle richieste è di 30 secondi al massimo; e non toccare config/prod.json, lo gestisce il team ops.";
export const QUOTA_OPENER =
  "Riprendi da dove si è fermato l'altro agente, sempre con il limite di 500 come prima.";
export const QUOTA_SHORTER =
  "Billing's gateway drops idle calls after 15 s, so requests must give up after 10 s now.";

const quotaJs = (timeoutMs: number, parse: boolean) => `export const TIMEOUT_MS = ${timeoutMs};

/** The account's quota from the billing API: { used, limit }; one retry on a 503. */
export async function fetchQuota(account, { fetch = globalThis.fetch } = {}) {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(\`https://billing.internal/v2/quota?account=\${account}\`, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (res.status === 503 && attempt === 0) continue;
    if (!res.ok) throw new Error(\`quota: HTTP \${res.status}\`);
    const body = await res.json();
    return ${parse ? "{ used: Number(body.used), limit: Number(body.limit) }" : "{ used: body.used, limit: body.limit }"};
  }
}
`;

const QUOTA_TEST = `import assert from "node:assert/strict";
import { test } from "node:test";
import { fetchQuota } from "../src/quota.js";

const reply = (status, body) => ({ status, ok: status < 400, json: async () => body });

test("one retry on a 503, then the quota", async () => {
  const replies = [reply(503), reply(200, { used: "12", limit: "500" })];
  const quota = await fetchQuota("acme", { fetch: async () => replies.shift() });
  assert.deepEqual(quota, { used: 12, limit: 500 });
});
`;

export const QUOTA_RELAY: Relay = {
  name: "quota-timeout",
  files: {
    "package.json": `${JSON.stringify(
      { name: "quota-client", private: true, type: "module", scripts: { test: "node --test" } },
      null,
      2,
    )}\n`,
    "src/quota.js": "export async function fetchQuota(account) {\n  return null;\n}\n",
    "config/prod.json": '{ "billing": "https://billing.internal" }\n',
  },
  hops: [
    {
      agent: "claude",
      prompts: [QUOTA_TASK, QUOTA_ITALIAN],
      turns: [
        {
          prompt: "Add fetchQuota(account)",
          steps: [
            { run: "cat src/quota.js config/prod.json" },
            { write: { path: "src/quota.js", content: quotaJs(5000, false) } },
          ],
          final: "fetchQuota(account) calls GET /v2/quota and retries once on a 503.",
        },
        {
          prompt: "Un'altra cosa",
          steps: [
            { write: { path: "src/quota.js", content: quotaJs(30000, false) } },
            { write: { path: "test/quota.test.js", content: QUOTA_TEST } },
            { run: "npm test" },
          ],
          final:
            "Requests time out after 30 s; config/prod.json is untouched. npm test fails: the API sends used and limit as strings. Next step: parse used and limit as numbers in fetchQuota(), then run `npm test`.",
        },
      ],
    },
    {
      agent: "gemini",
      prompts: [QUOTA_OPENER],
      turns: [
        {
          prompt: "Riprendi da dove",
          steps: [
            { run: "npm test" },
            {
              say: 'The billing API sends every number as a JSON string ("12", "500"): Number() on both fields is what the test expects.',
              write: { path: "src/quota.js", content: quotaJs(30000, true) },
            },
            { run: "npm test" },
          ],
          final:
            "fetchQuota() parses used and limit as numbers; npm test passes. Next step: commit src/quota.js and test/quota.test.js.",
        },
      ],
    },
    {
      agent: "codex",
      prompts: [QUOTA_SHORTER],
      turns: [
        {
          prompt: "Billing's gateway",
          steps: [
            { write: { path: "src/quota.js", content: quotaJs(10000, true) } },
            { run: "npm test" },
            {
              run: "git add src/quota.js test/quota.test.js && git commit -q -m 'fetchQuota: 10 s timeout, one retry on 503, numbers parsed'",
            },
          ],
          final: "Requests give up after 10 s now; npm test passes and it is committed.",
        },
      ],
    },
  ],
};
