import { fileURLToPath } from "node:url";

type Generator = (path: string, bytes: number) => Promise<unknown> | unknown;

/**
 * When the module at `moduleUrl` is the script node was started with, run it as `NAME OUT BYTES`:
 * generate OUT of about BYTES bytes and print what the generator returned, as JSON.
 */
export async function runGeneratorCli(moduleUrl: string, name: string, generate: Generator) {
  if (!process.argv[1] || fileURLToPath(moduleUrl) !== process.argv[1]) return;
  const [path, size] = process.argv.slice(2);
  if (path === undefined || size === undefined) {
    process.stderr.write(`usage: ${name} OUT BYTES\n`);
    process.exitCode = 2;
    return;
  }
  const result = await generate(path, Number(size));
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
