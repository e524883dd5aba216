import { createServer } from "node:http";
import { createLimiter } from "./limiter.js";

const limiter = createLimiter({ capacity: 100, refillPerSecond: 100 / 60 });

export const server = createServer((req, res) => {
  console.info(`${req.method} ${req.url}`);
  const key = req.headers["x-api-key"] ?? "anonymous";
  const verdict = limiter.take(String(key));
  if (!verdict.allowed) {
    res.writeHead(429, { "Retry-After": String(verdict.retryAfterSeconds) });
    res.end("rate limited\n");
    return;
  }
  res.writeHead(200, { "Content-Type": "application/json" });
  res.end(JSON.stringify({ ok: true }));
});

if (process.argv[1]?.endsWith("server.js")) server.listen(Number(process.env.PORT ?? 3000));
