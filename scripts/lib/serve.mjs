/**
 * Serving the mall over plain node:http, shared by `npm run perf` and `npm run gateway` / `npm run start:prod`:
 * a built app's files under `/micromall/` (gzip for text, history fallback to index.html, immutable caching of
 * `static/`) and the fixtures' mock gateway under `/micromall-gateway/`, answered by the fixtures' msw handlers
 * through msw's `getResponse` (no browser, no service worker; encrypted calls use the real envelope).
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { createSecureServer } from "node:http2";
import { dirname, extname, join, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const BASE = "/micromall/";
export const GATEWAY = "/micromall-gateway/";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".svg"]);

/**
 * The fixtures' gateway as a node module: esbuild bundles the TypeScript sources (node 20 runs no .ts) into
 * `work/gateway.mjs`. Needs domain built (`domain/dist`). Answers `{ createHandlers, createGateway, getResponse }`.
 */
export async function loadGateway(work) {
  const { build } = await import("esbuild");
  const outfile = join(work, "gateway.mjs");
  await build({
    stdin: {
      contents: 'export { createHandlers, createGateway } from "./fixtures/src/handlers.ts"; export { getResponse } from "msw";',
      resolveDir: root,
      loader: "ts",
    },
    bundle: true,
    platform: "node",
    format: "esm",
    outfile,
    logLevel: "error",
    banner: { js: 'import { createRequire as __perfRequire } from "node:module"; const require = __perfRequire(import.meta.url);' },
  });
  return import(pathToFileURL(outfile).href);
}

/**
 * A server of one built page (`dir`, or null for the gateway alone): static files under BASE, the mock gateway
 * under GATEWAY with one store (`handlers`, default a fresh `gateway.createHandlers({})`). HTTP/1.1, or HTTP/2
 * over TLS when given a certificate (`tls`). Listens on 127.0.0.1 only, on `port` (0: a free one).
 * Resolves `{ port, stop }`.
 */
export function servePage(dir, gateway, tls, { port = 0, handlers = gateway.createHandlers({}) } = {}) {
  const sessions = new Set();
  const answer = async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      if (url.pathname.startsWith(GATEWAY)) {
        const chunks = [];
        for await (const chunk of req) chunks.push(chunk);
        const body = Buffer.concat(chunks);
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers)) {
          if (typeof value === "string" && !name.startsWith(":")) headers.set(name, value);
        }
        const request = new Request(`http://127.0.0.1${url.pathname}${url.search}`, {
          method: req.method,
          headers,
          ...(req.method === "GET" || req.method === "HEAD" ? {} : { body }),
        });
        const response = await gateway.getResponse(handlers, request);
        if (response === undefined) return send(req, res, 404, "text/plain", Buffer.from("no such call"), false);
        const text = Buffer.from(await response.arrayBuffer());
        return send(req, res, response.status, response.headers.get("content-type") ?? "application/json", text, true, "no-store");
      }
      if (dir === null) return send(req, res, 404, "text/plain", Buffer.from("not found"), false);
      if (url.pathname === BASE.slice(0, -1) || url.pathname === "/") {
        res.writeHead(302, { Location: BASE });
        return res.end();
      }
      if (!url.pathname.startsWith(BASE)) return send(req, res, 404, "text/plain", Buffer.from("not found"), false);
      const file = resolve(dir, decodeURIComponent(url.pathname.slice(BASE.length)));
      const isFile = (file + sep).startsWith(dir + sep) && existsSync(file) && statSync(file).isFile();
      if (!isFile && url.pathname.startsWith(`${BASE}static/`)) return send(req, res, 404, "text/plain", Buffer.from("not found"), false);
      const path = isFile ? file : join(dir, "index.html");
      const ext = extname(path);
      const cache = path.includes(`${sep}static${sep}`) ? "public, max-age=31536000, immutable" : "no-cache";
      return send(req, res, 200, TYPES[ext] ?? "application/octet-stream", readFileSync(path), COMPRESSIBLE.has(ext), cache);
    } catch (error) {
      res.writeHead(500);
      res.end(String(error));
    }
  };
  const server = tls === undefined ? createServer(answer) : createSecureServer({ ...tls, allowHTTP1: true }, answer);
  server.on("session", (session) => {
    sessions.add(session);
    session.on("close", () => sessions.delete(session));
  });
  /** Closes the server and every open connection. */
  const stop = () =>
    new Promise((done) => {
      server.close(() => done());
      if (typeof server.closeAllConnections === "function") server.closeAllConnections();
      for (const session of sessions) session.destroy();
    });
  return new Promise((done, fail) => {
    server.once("error", fail);
    server.listen(port, "127.0.0.1", () => done({ port: server.address().port, stop }));
  });
}

function send(req, res, status, type, body, compressible, cache = "no-cache") {
  const gzip = compressible && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
  const payload = gzip ? gzipSync(body) : body;
  res.writeHead(status, {
    "Content-Type": type,
    "Content-Length": payload.length,
    "Cache-Control": cache,
    ...(gzip ? { "Content-Encoding": "gzip", Vary: "Accept-Encoding" } : {}),
  });
  res.end(req.method === "HEAD" ? undefined : payload);
}
