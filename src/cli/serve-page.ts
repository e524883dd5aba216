/**
 * `handoff view --serve`: one page served on 127.0.0.1 only (never another interface), every
 * path answering the same bytes, until the process is interrupted.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** Serve `html` on 127.0.0.1:`port` (0: any free port); resolves when the server closes. */
export function servePage(
  html: string,
  port: number,
  onListening: (url: string) => Promise<void>,
): Promise<void> {
  const body = Buffer.from(html, "utf8");
  return new Promise((resolveClosed, reject) => {
    const server = createServer((request, response) => {
      if (request.method !== "GET" && request.method !== "HEAD") {
        response.writeHead(405, { allow: "GET, HEAD" }).end();
        return;
      }
      response.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-length": body.length,
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
      });
      response.end(request.method === "HEAD" ? undefined : body);
    });
    server.on("error", reject);
    server.on("close", () => resolveClosed());
    server.listen(port, "127.0.0.1", () => {
      const { port: bound } = server.address() as AddressInfo;
      onListening(`http://127.0.0.1:${bound}/`).catch(reject);
    });
    const stop = () => server.close();
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
}
