#!/usr/bin/env node
/**
 * `npm run boot-profile`: what the mall's entry does when it runs (issue 22 point 1), attributed to modules and
 * functions.
 *
 * 1. Builds the mall like `npm run perf` does (mocks off, demo cipher key, gateway over HTTP) but UNMINIFIED with
 *    source maps (`vite build --minify false --sourcemap`, CLI flags only: nothing of this build ships), into a
 *    temporary folder. Rolldown's unminified output names each module it concatenates (`// src/…` /
 *    `// ../node_modules/…` lines), so every line of a chunk belongs to one source module; function names are the
 *    source's own.
 * 2. Serves it with `npm run perf`'s server (`scripts/lib/serve.mjs`: the fixtures' gateway answers).
 * 3. Opens `/micromall/home` (or `PROFILE_PATH`) in Chromium (`/usr/bin/chromium`, Playwright's CDP session) with
 *    the CPU slowed 4× (`Emulation.setCPUThrottlingRate`, as Lighthouse's mobile preset), records a V8 CPU profile
 *    (`Profiler`, 100 µs sampling) from before the navigation until the page shows its products (`PROFILE_READY`,
 *    default `#root .product-grid li`: the app's, not the prerendered shell's skeleton) plus 300 ms, `PROFILE_RUNS` times (default 3).
 * 4. Prints, as medians over the runs (ms under the 4× slowdown): the JavaScript time per script file; the entry
 *    module's evaluation (its top-level code and what that calls: import-time work and `main()` until
 *    `render()` returns); the self time per source module and per function, and what the entry's top level calls.
 *    Paint timings (FCP, LCP) of each run are printed as the page saw them.
 *
 * Writes nothing into the repository. `PROFILE_KEEP=1` keeps the build and the `.cpuprofile` files (open them in
 * Chromium's DevTools Performance panel) and prints where; `PROFILE_DIST=<dir>` profiles an existing build instead.
 * `PROFILE_TOP` — rows per table (default 25).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { GATEWAY, loadGateway, root, servePage } from "./lib/serve.mjs";

const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const runs = positiveInt(process.env.PROFILE_RUNS, 3);
const top = positiveInt(process.env.PROFILE_TOP, 25);
const path = process.env.PROFILE_PATH ?? "/micromall/home";
const ready = process.env.PROFILE_READY ?? "#root .product-grid li";
const keep = process.env.PROFILE_KEEP === "1";
const CPU_SLOWDOWN = 4;

function positiveInt(text, fallback) {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

function run(command, args, { cwd = root, env = {} } = {}) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on("error", fail);
    child.on("exit", (code) => (code === 0 ? done() : fail(new Error(`${command} ${args.join(" ")} exited with ${code}\n${stderr}`))));
  });
}

/** The source module of each line of a built chunk (rolldown's unminified `// <module path>` lines), 0-based. */
export function moduleLines(code) {
  const lines = code.split("\n");
  const owner = new Array(lines.length);
  let current = "(chunk prelude)";
  const marker = /^\/\/ ((?:\.\.\/)*(?:node_modules|src|domain|fixtures)\/\S+|\.\.\/\S+)$/;
  lines.forEach((line, index) => {
    const match = marker.exec(line);
    if (match) current = match[1].replace(/^(\.\.\/)+/, "");
    owner[index] = current;
  });
  return owner;
}

const median = (values) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Attributes one CPU profile: self time per file, module, function; the entry's evaluation and its callees. */
function attribute(profile, dist, chunkOwners) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map();
  profile.samples.forEach((id, index) => {
    const delta = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    self.set(id, (self.get(id) ?? 0) + delta);
  });
  const fileOf = (url) => {
    const match = /\/micromall\/(static\/[^?#]+)/.exec(url);
    return match ? match[1] : url === "" ? "" : url.replace(/^https?:\/\/[^/]+/, "");
  };
  const ownersOf = (file) => {
    if (!chunkOwners.has(file)) {
      const full = join(dist, file);
      chunkOwners.set(file, file.endsWith(".js") && existsSync(full) ? moduleLines(readFileSync(full, "utf8")) : null);
    }
    return chunkOwners.get(file);
  };
  const moduleOf = (frame, line = frame.lineNumber) => {
    const file = fileOf(frame.url);
    if (file === "") return frame.functionName.startsWith("(") ? frame.functionName : "(native)";
    const owners = ownersOf(file);
    return owners ? (owners[line] ?? owners[owners.length - 1]) : file;
  };
  const entryFile = (() => {
    const html = readFileSync(join(dist, "index.html"), "utf8");
    // The early script starts the entry (its data-entry), or an older build's module script.
    return /(?:data-entry|<script type="module" crossorigin src)="\/micromall\/(static\/index-[^"]+\.js)"/.exec(html)?.[1] ?? "";
  })();
  const byFile = new Map();
  const byModule = new Map();
  const byFunction = new Map();
  const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);
  for (const [id, time] of self) {
    const node = nodes.get(id);
    const frame = node.callFrame;
    if (["(idle)", "(program)", "(root)"].includes(frame.functionName)) continue;
    add(byFile, fileOf(frame.url) || frame.functionName || "(native)", time);
    const ticks = node.positionTicks ?? [];
    const totalTicks = ticks.reduce((sum, tick) => sum + tick.ticks, 0);
    if (totalTicks > 0) {
      for (const tick of ticks) add(byModule, moduleOf(frame, tick.line - 1), (time * tick.ticks) / totalTicks);
    } else add(byModule, moduleOf(frame), time);
    add(byFunction, `${frame.functionName || "(top level)"}  ${moduleOf(frame)}:${frame.lineNumber + 1}`, time);
  }
  // The entry's evaluation: the top-level frames of the entry chunk (its module code) and everything under them.
  const total = new Map();
  const totalOf = (id) => {
    if (total.has(id)) return total.get(id);
    const node = nodes.get(id);
    const value = (self.get(id) ?? 0) + (node.children ?? []).reduce((sum, child) => sum + totalOf(child), 0);
    total.set(id, value);
    return value;
  };
  let evaluation = 0;
  const callees = new Map();
  for (const node of profile.nodes) {
    const frame = node.callFrame;
    if (fileOf(frame.url) !== entryFile || frame.functionName !== "") continue;
    const up = nodes.get(parent.get(node.id));
    if (up && fileOf(up.callFrame.url) === entryFile) continue; // nested anonymous function, not the top level
    evaluation += totalOf(node.id);
    add(callees, "(the top level's own statements)", self.get(node.id) ?? 0);
    for (const child of node.children ?? []) {
      const callee = nodes.get(child).callFrame;
      add(callees, `${callee.functionName || "(anonymous)"}  ${moduleOf(callee)}`, totalOf(child));
    }
  }
  return { byFile, byModule, byFunction, evaluation, callees };
}

function table(title, maps, limit = top) {
  const keys = new Set(maps.flatMap((map) => [...map.keys()]));
  const rows = [...keys]
    .map((key) => ({ key, value: median(maps.map((map) => map.get(key) ?? 0)) }))
    .filter((row) => row.value >= 0.05)
    .sort((a, b) => b.value - a.value);
  const sum = rows.reduce((acc, row) => acc + row.value, 0);
  console.log(`\n${title} (median ms; rows sum to ${sum.toFixed(1)} ms)`);
  for (const row of rows.slice(0, limit)) console.log(`  ${row.value.toFixed(1).padStart(7)}  ${row.key}`);
  if (rows.length > limit) console.log(`  … ${rows.length - limit} more`);
}

async function main() {
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath}; set CHROME_PATH.`);
  const work = mkdtempSync(join(tmpdir(), "micromall-boot-"));
  let server;
  let browser;
  try {
    let dist = process.env.PROFILE_DIST;
    if (!dist) {
      dist = join(work, "mall");
      console.log("Building domain and the mall (mocks off, unminified, source maps) …");
      await run("npm", ["run", "build", "-w", "domain"]);
      const { DEMO_CIPHER_KEY } = await import(pathToFileURL(join(root, "domain/dist/index.js")).href);
      await run("npx", ["vite", "build", "--outDir", dist, "--emptyOutDir", "--minify", "false", "--sourcemap", "--logLevel", "error"], {
        cwd: join(root, "web"),
        env: { VITE_MOCKS: "off", VITE_GATEWAY_URL: GATEWAY.slice(0, -1), VITE_CIPHER_KEY: DEMO_CIPHER_KEY },
      });
    }
    const gateway = await loadGateway(work);
    server = await servePage(dist, gateway);
    const url = `http://127.0.0.1:${server.port}${path}`;
    const { chromium } = await import("playwright-core");
    browser = await chromium.launch({ executablePath: chromePath, args: ["--no-sandbox", "--disable-gpu"] });
    console.log(`Profiling ${url} ${runs}× (CPU ${CPU_SLOWDOWN}× slower, ready when "${ready}" shows) …`);
    const results = [];
    const chunkOwners = new Map();
    for (let index = 0; index < runs; index += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
      await page.addInitScript(() => {
        globalThis.__bootLcp = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) globalThis.__bootLcp = entry.startTime;
        }).observe({ type: "largest-contentful-paint", buffered: true });
      });
      await cdp.send("Profiler.start");
      await page.goto(url, { waitUntil: "commit" });
      await page.waitForSelector(ready, { timeout: 60_000 });
      await page.waitForTimeout(300);
      const { profile } = await cdp.send("Profiler.stop");
      const paints = await page.evaluate(() => ({
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
        lcp: globalThis.__bootLcp,
      }));
      if (keep) writeFileSync(join(work, `home-${index + 1}.cpuprofile`), JSON.stringify(profile));
      const result = attribute(profile, dist, chunkOwners);
      results.push(result);
      console.log(
        `  run ${index + 1}: entry evaluation ${result.evaluation.toFixed(0)} ms, JavaScript ${[...result.byFile.values()].reduce((a, b) => a + b, 0).toFixed(0)} ms, ` +
          `FCP ${paints.fcp.toFixed(0)} ms, LCP ${paints.lcp.toFixed(0)} ms`,
      );
      await context.close();
    }
    console.log(`\nEntry module evaluation (top level + callees), median: ${median(results.map((r) => r.evaluation)).toFixed(1)} ms`);
    table("What the entry's top level calls (inclusive)", results.map((r) => r.callees));
    table("JavaScript self time per script file", results.map((r) => r.byFile), 15);
    table("Self time per source module", results.map((r) => r.byModule));
    table("Self time per function", results.map((r) => r.byFunction));
    if (keep) console.log(`\nBuild and .cpuprofile files kept in ${work}`);
    else if (!process.env.PROFILE_DIST) console.log(`\n(${readdirSync(join(work, "mall", "static")).length} files built; PROFILE_KEEP=1 keeps them)`);
  } finally {
    await browser?.close();
    await server?.stop();
    if (!keep) rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
