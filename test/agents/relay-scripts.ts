/**
 * The relays `npm run test:agents` runs and `npm run bench:fidelity` replays (issue 28): what the
 * user typed and what the scripted model did, hop by hop. The facts a later session must still
 * have are the ones test/fixtures/relays/<name>/questions.json asks about.
 */
import type { Relay } from "./relay.js";

export const CONTINUE = "continue where the last session left off";

/** retry(): the task, three constraints, a correction, a decision with its reason. */
export const TASK =
  "Add exponential backoff with jitter to retry(fn, opts) in src/retry.js. Three rules: never change the signature of retry(fn, opts); keep the max delay at 30 s; run the tests with npm test, not jest.";
export const DIRECTIVES = [
  "never change the signature of retry(fn, opts)",
  "keep the max delay at 30 s",
  "run the tests with npm test, not jest",
];
export const CORRECTION = "use full jitter, not equal jitter";

const RETRY_START = `export async function retry(fn, opts = {}) {
  const attempts = opts.attempts ?? 5;
  let lastError;
  for (let i = 0; i < attempts; i++) {
    try {
      return await fn();
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
`;

const retryWith = (jitter: string) => `const MAX_DELAY_MS = 30_000;

export async function retry(fn, opts = {}) {
  const attempts = opts.attempts ?? 5;
  const baseMs = opts.baseMs ?? 100;
  const random = opts.random ?? Math.random;
  const sleep = opts.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  let lastError;
  for (let i = 0; i < attempts; i++) {
    try {
      return await fn();
    } catch (error) {
      lastError = error;
      if (i === attempts - 1) break;
      const capped = Math.min(MAX_DELAY_MS, baseMs * 2 ** i);
      await sleep(${jitter});
    }
  }
  throw lastError;
}
`;

const RETRY_TEST = `import assert from "node:assert/strict";
import { test } from "node:test";
import { retry } from "../src/retry.js";

test("retry returns the first success", async () => {
  let calls = 0;
  const value = await retry(async () => {
    calls++;
    if (calls < 3) throw new Error("flaky");
    return 42;
  }, { sleep: async () => {} });
  assert.equal(value, 42);
  assert.equal(calls, 3);
});
`;

const CAP_TEST = `import assert from "node:assert/strict";
import { test } from "node:test";
import { retry } from "../src/retry.js";

test("no delay exceeds 30 s", async () => {
  const delays = [];
  await assert.rejects(
    retry(async () => { throw new Error("down"); }, {
      attempts: 12,
      random: () => 0.999,
      sleep: async (ms) => { delays.push(ms); },
    }),
  );
  assert.ok(Math.max(...delays) <= 30_000);
});
`;

export const RETRY_RELAY: Relay = {
  name: "retry-jitter",
  files: {
    "package.json": `${JSON.stringify({ name: "retry-demo", private: true, type: "module", scripts: { test: "node --test" } }, null, 2)}\n`,
    "src/retry.js": RETRY_START,
    "test/retry.test.js": RETRY_TEST,
  },
  hops: [
    {
      agent: "claude",
      prompts: [TASK, CORRECTION],
      turns: [
        {
          prompt: "Add exponential backoff with jitter",
          steps: [
            { say: "I'll read the current implementation first.", run: "cat src/retry.js" },
            {
              say: "Adding equal jitter: half of the capped exponential delay, plus a random half.",
              write: {
                path: "src/retry.js",
                content: retryWith("capped / 2 + random() * (capped / 2)"),
              },
            },
            { run: "npm test" },
          ],
          final: "Added exponential backoff with equal jitter, capped at 30 s; npm test passes.",
        },
        {
          prompt: CORRECTION,
          steps: [
            {
              say: "Switching to full jitter: a random delay between 0 and the capped exponential delay.",
              write: { path: "src/retry.js", content: retryWith("random() * capped") },
            },
            { run: "npm test" },
            {
              run: "git add src/retry.js && git commit -q -m 'retry: exponential backoff with full jitter, capped at 30 s'",
            },
          ],
          final:
            "Switched to full jitter and committed it. Next step: add a test that no delay exceeds 30 s, then run `npm test`.",
        },
      ],
    },
    {
      agent: "codex",
      prompts: [CONTINUE],
      turns: [
        {
          prompt: CONTINUE,
          steps: [
            {
              say: "Picking up from the handoff: the next step is a test for the 30 s cap.",
              run: "git log --oneline -3",
            },
            {
              say: "I'm injecting the random source through opts.random rather than mocking Math.random globally, so that the cap test is deterministic without touching retry's signature.",
              write: { path: "test/retry-cap.test.js", content: CAP_TEST },
            },
            { run: "npm test" },
          ],
          final:
            "Added test/retry-cap.test.js (deterministic through opts.random); npm test passes. Next step: document the backoff options in README.md, then run `npm test`.",
        },
      ],
    },
    {
      agent: "gemini",
      prompts: [CONTINUE],
      turns: [
        {
          prompt: CONTINUE,
          steps: [
            {
              say: "Documenting the options next.",
              write: {
                path: "README.md",
                content:
                  "# demo\n\n## retry(fn, opts)\n\nRetries `fn` with exponential backoff and full jitter, never waiting more than 30 s.\n\n- `attempts` (default 5)\n- `baseMs` (default 100)\n- `random`, `sleep`: injectable for tests\n",
              },
            },
            { run: "npm test" },
            {
              run: "git add README.md test/retry-cap.test.js && git commit -q -m 'Document retry options; test the 30 s cap'",
            },
          ],
          final:
            "Documented the options in README.md and committed with the cap test. Next step: run `npm test -- --test-reporter=spec` and open the pull request.",
        },
      ],
    },
    {
      agent: "claude",
      prompts: [CONTINUE],
      turns: [
        {
          prompt: CONTINUE,
          steps: [{ run: "npm test -- --test-reporter=spec" }],
          final: "Every test passes; the branch is ready for its pull request.",
        },
      ],
    },
  ],
};

/** A session store: a 400+-character prompt, a secret in prose, a compaction, a dead end. */
export const STORE_TASK =
  "We're moving the app's sessions out of process memory into Redis so that the two web nodes behind the load balancer share them. The store lives in src/session-store.js and must keep the same interface as today's MemoryStore: get(sid), set(sid, session), destroy(sid) and touch(sid, session); the app code in src/app.js must not change. Sessions expire after 24 hours of inactivity, so every touch has to extend the expiry. Write it against a plain ioredis client passed into the constructor. Last thing, and it matters: keep every Redis key under the prefix sess: so the ops dashboards keep working.";
/** A made-up password (no real system has it): it must never reach a briefing. */
export const FAKE_STAGING_PASSWORD = "Kq7mZr2pXw9vLt4s";
const SECRET_PROMPT = `the staging redis password is ${FAKE_STAGING_PASSWORD}, you'll need it when we try the store against staging`;
const TOUCH_PROMPT = "Now make touch() extend the expiry to 24 hours and add a test for it.";

const MEMORY_STORE = `export class MemoryStore {
  #sessions = new Map();
  async get(sid) { return this.#sessions.get(sid) ?? null; }
  async set(sid, session) { this.#sessions.set(sid, session); }
  async destroy(sid) { this.#sessions.delete(sid); }
  async touch(sid, session) { this.#sessions.set(sid, session); }
}
`;

const redisStore = (touch: string) => `${MEMORY_STORE}
const DAY_SECONDS = 24 * 60 * 60;

/** Sessions in Redis, one hash per session under sess:<sid>. */
export class RedisStore {
  constructor(redis, { prefix = "sess:" } = {}) {
    this.redis = redis;
    this.prefix = prefix;
  }
  async get(sid) {
    const fields = await this.redis.hgetall(this.prefix + sid);
    return Object.keys(fields).length === 0 ? null : JSON.parse(fields.data);
  }
  async set(sid, session) {
    const key = this.prefix + sid;
    await this.redis.hset(key, { data: JSON.stringify(session) });
    await this.redis.expire(key, DAY_SECONDS);
  }
  async destroy(sid) {
    await this.redis.del(this.prefix + sid);
  }
  async touch(sid, session) {
${touch}
  }
}
`;

const STORE_TEST = `import assert from "node:assert/strict";
import { test } from "node:test";
import { RedisStore } from "../src/session-store.js";

function fakeRedis() {
  const calls = [];
  return {
    calls,
    hgetall: async () => ({}),
    hset: async (...args) => calls.push(["hset", ...args]),
    expire: async (...args) => calls.push(["expire", ...args]),
    del: async (...args) => calls.push(["del", ...args]),
  };
}

test("touch extends the expiry to 24 hours under sess:", async () => {
  const redis = fakeRedis();
  await new RedisStore(redis).touch("abc", { user: 1 });
  assert.deepEqual(redis.calls, [["expire", "sess:abc", 86400]]);
});
`;

export const STORE_RELAY: Relay = {
  name: "redis-sessions",
  files: {
    "package.json": `${JSON.stringify({ name: "sessions-demo", private: true, type: "module", scripts: { test: "node --test" } }, null, 2)}\n`,
    "src/session-store.js": MEMORY_STORE,
    "src/app.js":
      'import { MemoryStore } from "./session-store.js";\n\nexport const store = new MemoryStore();\n',
    "test/app.test.js":
      'import assert from "node:assert/strict";\nimport { test } from "node:test";\nimport { store } from "../src/app.js";\n\ntest("the app has a store", () => assert.ok(store));\n',
  },
  hops: [
    {
      agent: "claude",
      prompts: [STORE_TASK, SECRET_PROMPT, "/compact", TOUCH_PROMPT],
      compactSummary:
        "Summary of the conversation so far: RedisStore in src/session-store.js keeps each session as a Redis hash under sess:<sid>; credentials come from the REDIS_URL environment variable; npm test passes. Still to do: make touch() extend the expiry.",
      turns: [
        {
          prompt: "sessions out of process memory into Redis",
          steps: [
            {
              say: "Let me look at the store the app uses today.",
              run: "cat src/session-store.js src/app.js",
            },
            {
              say: "I'm storing each session as a Redis hash rather than one JSON string, so that touch() can update the expiry without rewriting the whole session.",
              write: {
                path: "src/session-store.js",
                content: redisStore("    // TODO: extend the expiry"),
              },
            },
            { run: "npm test" },
          ],
          final:
            "RedisStore keeps each session as a hash under sess:<sid>; src/app.js is unchanged and npm test passes.",
        },
        {
          prompt: "the staging redis password is",
          steps: [
            {
              say: "I won't write the password into any file: the store will get its connection from the REDIS_URL environment variable.",
              write: {
                path: "src/redis-config.js",
                content:
                  'export const redisUrl = process.env.REDIS_URL ?? "redis://localhost:6379";\n',
              },
            },
          ],
          final: "The connection comes from REDIS_URL; nothing secret is in the repo.",
        },
        {
          prompt: TOUCH_PROMPT,
          steps: [
            {
              write: {
                path: "src/session-store.js",
                content: redisStore("    await this.redis.expire(this.prefix + sid, DAY_SECONDS);"),
              },
            },
            { write: { path: "test/session-store.test.js", content: STORE_TEST } },
            { run: "npm test" },
            {
              run: "git add src test && git commit -q -m 'Redis session store with a 24 h sliding expiry'",
            },
          ],
          final:
            "touch() now resets the 24 h expiry with EXPIRE, tested and committed. Next step: wire RedisStore into src/server.js behind SESSION_STORE=redis, then run `npm test`.",
        },
      ],
    },
    {
      agent: "codex",
      prompts: [CONTINUE],
      turns: [
        {
          prompt: CONTINUE,
          steps: [
            {
              say: "Trying connect-redis first, since it already implements a session store.",
              run: "node -e \"import('connect-redis').then(() => console.log('ok'))\"",
            },
            {
              say: "Reverting connect-redis: I'll write the Store subclass myself on top of ioredis. connect-redis is not installed in this project and would bring a second Redis client.",
              write: {
                path: "src/server.js",
                content:
                  'import { MemoryStore, RedisStore } from "./session-store.js";\n\nexport function makeStore(redis) {\n  return process.env.SESSION_STORE === "redis" ? new RedisStore(redis) : new MemoryStore();\n}\n',
              },
            },
            { run: "npm test" },
          ],
          final:
            "src/server.js picks RedisStore when SESSION_STORE=redis; npm test passes. Next step: add test/redis.integration.test.js and run `npm run test:integration`.",
        },
      ],
    },
    {
      agent: "gemini",
      prompts: [CONTINUE],
      turns: [
        {
          prompt: CONTINUE,
          steps: [
            {
              say: "Adding the integration test; it skips when REDIS_URL is not set.",
              write: {
                path: "test/redis.integration.test.js",
                content:
                  'import { test } from "node:test";\n\ntest("a session survives a round trip through Redis", { skip: !process.env.REDIS_URL }, async () => {});\n',
              },
            },
            {
              run: "npm pkg set scripts.test:integration='node --test test/redis.integration.test.js' && npm run test:integration",
            },
          ],
          final:
            "Added the integration test (it skips without REDIS_URL). Next step: start a local Redis and run `REDIS_URL=redis://localhost:6379 npm run test:integration`.",
        },
      ],
    },
    {
      agent: "claude",
      prompts: [CONTINUE],
      turns: [
        {
          prompt: CONTINUE,
          steps: [{ run: "git status --short" }],
          final: "The integration test and the server wiring are not committed yet.",
        },
      ],
    },
  ],
};
