/**
 * `view --serve` answers only requests that name this machine: a DNS-rebinding page carries its
 * own site's name in Host and gets 421, never the registry's page.
 */
import assert from "node:assert/strict";
import { request } from "node:http";
import { test } from "node:test";
import { isLoopbackHost, listenPage } from "../../src/cli/serve-page.js";

function get(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

test("isLoopbackHost: loopback names at the server's port only", () => {
  for (const host of ["127.0.0.1:4000", "localhost:4000", "LOCALHOST:4000", "[::1]:4000"]) {
    assert.equal(isLoopbackHost(host, 4000), true, host);
  }
  for (const host of [
    undefined,
    "",
    "evil.example:4000",
    "127.0.0.1:4001",
    "127.0.0.1",
    "localhost",
    "127.0.0.1.evil.example:4000",
    "localhost.evil.example:4000",
    "0.0.0.0:4000",
  ]) {
    assert.equal(isLoopbackHost(host, 4000), false, String(host));
  }
});

test("the served page: 200 for a loopback Host, 421 and no page for any other", async () => {
  const { server, url } = await listenPage("<p>the registry</p>", 0);
  try {
    const port = Number(new URL(url).port);
    assert.equal((server.address() as { address: string }).address, "127.0.0.1");
    const own = await get(url, `127.0.0.1:${port}`);
    assert.equal(own.status, 200);
    assert.match(own.body, /the registry/);
    assert.equal((await get(url, `localhost:${port}`)).status, 200);
    const rebound = await get(url, `evil.example:${port}`);
    assert.equal(rebound.status, 421);
    assert.doesNotMatch(rebound.body, /the registry/);
    assert.equal((await get(url, `127.0.0.1:${port + 1}`)).status, 421);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
