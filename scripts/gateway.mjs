#!/usr/bin/env node
/**
 * `npm run gateway`: the fixtures' world over HTTP on 127.0.0.1 — the same msw handlers and store semantics as
 * mock mode, the same wire format (encrypted calls in the real AES envelope, key: domain's DEMO_CIPHER_KEY),
 * answered by plain node:http (`scripts/lib/serve.mjs`). One store for every client while it runs.
 *
 * `npm run start:prod` (`--prod`): first builds the production app (mocks off: real fetch, the real
 * Content-Security-Policy, no service worker; gateway `/micromall-gateway`, the demo cipher key) into
 * `e2e/.build/prod/dist` and serves it beside the gateway on the same origin: http://127.0.0.1:PORT/micromall/.
 *
 * Options: `--prod` (build and serve the app too), `--no-build` (serve the app already built there), `--out <dir>`
 * (build into and serve from `<dir>`, relative to the repository root, instead; the e2e project `gateway` uses
 * `e2e/.build/gateway/dist` so a test run and a person's `npm run start:prod` do not rebuild each other's files).
 * Environment: `GATEWAY_PORT` (default 4300).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { GATEWAY, loadGateway, root, servePage } from "./lib/serve.mjs";

const argv = process.argv.slice(2);
const args = new Set(argv);
const prod = args.has("--prod");
const port = Number(process.env.GATEWAY_PORT ?? 4300);
const outAt = argv.indexOf("--out");
/** Where the production build goes (git-ignored as every dist/). */
const PROD_DIST = resolve(root, outAt >= 0 ? (argv[outAt + 1] ?? "") : "e2e/.build/prod/dist");

function run(command, argv, env = {}, cwd = root) {
  return new Promise((done, fail) => {
    const child = spawn(command, argv, { cwd, env: { ...process.env, ...env }, stdio: "inherit" });
    child.on("error", fail);
    child.on("exit", (code) => (code === 0 ? done() : fail(new Error(`${command} ${argv.join(" ")} exited with ${code}`))));
  });
}

async function main() {
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`GATEWAY_PORT ${process.env.GATEWAY_PORT} is not a port`);
  if (outAt >= 0 && (argv[outAt + 1] ?? "").trim() === "") throw new Error("--out needs a folder");
  if (!existsSync(join(root, "domain/dist/index.js"))) await run("npm", ["run", "build", "-w", "domain"]);
  if (prod && !args.has("--no-build")) {
    const { DEMO_CIPHER_KEY } = await import(pathToFileURL(join(root, "domain/dist/index.js")).href);
    console.log("Building the production app (mocks off, gateway over HTTP, the demo cipher key) …");
    await run("npx", ["vite", "build", "--outDir", PROD_DIST, "--emptyOutDir", "--logLevel", "error"], { VITE_MOCKS: "off", VITE_GATEWAY_URL: GATEWAY.slice(0, -1), VITE_CIPHER_KEY: DEMO_CIPHER_KEY }, join(root, "web"));
  }
  const work = mkdtempSync(join(tmpdir(), "micromall-gateway-"));
  const gateway = await loadGateway(work);
  const server = await servePage(prod ? PROD_DIST : null, gateway, undefined, { port });
  const where = `http://127.0.0.1:${server.port}`;
  console.log(prod ? `The production mall: ${where}/micromall/ (gateway ${where}${GATEWAY})` : `Mock gateway: ${where}${GATEWAY}<service>/<path>`);
  const stop = async () => {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
    process.exit(0);
  };
  process.once("SIGINT", () => void stop());
  process.once("SIGTERM", () => void stop());
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
