#!/usr/bin/env node
/**
 * `npm run perf`: home's LCP and TBT against a bare React page (issue 7 §7), measured with Lighthouse.
 *
 * 1. Builds domain, the mall and the baseline (`web/perf/baseline`, React 19 + react-router 7 + zustand at the
 *    mall's installed versions, one lazy route that fetches the same home answer) into a temporary folder.
 *    The mall is built with mocks off and the demo cipher key, so it talks HTTP to a gateway like in production;
 *    no service worker, no msw chunk in the page.
 * 2. Serves each on its own 127.0.0.1 server (random free port) with the same code: files under `/micromall/`
 *    (gzip for text, history fallback to index.html, immutable caching of `static/`), and the gateway under
 *    `/micromall-gateway/` answered by the fixtures' handlers (msw `getResponse`, no browser involved). Both
 *    pages therefore get the same `pageInitMall` bytes from the same server code.
 * 3. Runs Lighthouse (mobile preset, default simulated throttling, performance only) on the baseline's
 *    `/micromall/home` and the mall's landing routes `/micromall/home`, `/productList` and `/login` (issue 22 point 5),
 *    interleaved `PERF_RUNS` times (default 5), and prints the median LCP, TBT, FCP and CLS of each, the ratios to the
 *    baseline, whether the goals hold (home LCP and FCP ≤ 1.1× the baseline, TBT ≤ 150 ms, CLS 0; the other routes'
 *    LCP ≤ 1.2×), and what each page's
 *    median run spent its time on (LCP element and subparts, main-thread boot-up per script, requests, long tasks).
 *
 * Writes nothing into the repository (everything lives in a temporary folder, removed at the end unless
 * `PERF_KEEP=1`, which keeps the Lighthouse JSON reports and prints where).
 *
 * Environment:
 * - `LIGHTHOUSE_CLI` — Lighthouse's cli/index.js; default `/tmp/lh/node_modules/lighthouse/cli/index.js`.
 *   Lighthouse 13 wants Node ≥ 22.19, so it is not a project dependency; install it beside the project with
 *   `npm i --no-save --prefix /tmp/lh lighthouse@13.5.0`.
 * - `LIGHTHOUSE_NODE` — the node binary that runs Lighthouse (default: this one).
 * - `CHROME_PATH` — Chromium/Chrome; default `/usr/bin/chromium`.
 * - `PERF_RUNS` — runs per page (default 5); `PERF_RUN_TIMEOUT_MS` — limit of one Lighthouse run (default 180000).
 * - `PERF_HTTP2=1` — serve both pages over HTTPS with HTTP/2 (a throw-away self-signed certificate made with
 *   `openssl`; Chromium told to ignore certificate errors) instead of plain HTTP/1.1.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { BASE, GATEWAY, loadGateway, root, servePage } from "./lib/serve.mjs";

/** The mall's landing routes measured (issue 22 point 5); the baseline is measured on its one page, /micromall/home. */
const PAGE = "/micromall/home";
const MALL_PAGES = ["/micromall/home", "/micromall/productList", "/micromall/login"];
const GOAL_OTHER_LCP_RATIO = 1.2;
const GOAL_LCP_RATIO = 1.1;
const GOAL_TBT_MS = 150;

const lighthouseCli = process.env.LIGHTHOUSE_CLI ?? "/tmp/lh/node_modules/lighthouse/cli/index.js";
const lighthouseNode = process.env.LIGHTHOUSE_NODE ?? process.execPath;
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const runs = positiveInt(process.env.PERF_RUNS, 5);
const runTimeoutMs = positiveInt(process.env.PERF_RUN_TIMEOUT_MS, 180_000);
const keep = process.env.PERF_KEEP === "1";
const http2 = process.env.PERF_HTTP2 === "1";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  ...(http2 ? ["--ignore-certificate-errors"] : []),
].join(" ");

function positiveInt(text, fallback) {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Runs a command to the end; rejects on a non-zero exit or after `timeoutMs` (the process group is killed). */
function run(command, args, { cwd = root, env = {}, timeoutMs = 600_000, quiet = false } = {}) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet ? ["ignore", "ignore", "pipe"] : "inherit",
      detached: true,
    });
    let stderr = "";
    child.stderr?.on("data", (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
      fail(new Error(`${command} ${args.join(" ")}: no answer after ${timeoutMs} ms`));
    }, timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      fail(error);
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      if (code === 0) done();
      else fail(new Error(`${command} ${args.join(" ")} exited with ${code}\n${stderr}`));
    });
  });
}

/** A self-signed certificate for 127.0.0.1 (PERF_HTTP2=1), made in `work`. */
async function selfSignedCertificate(work) {
  const key = join(work, "key.pem");
  const cert = join(work, "cert.pem");
  await run(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key, "-out", cert],
    { quiet: true, timeoutMs: 60_000 },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** One Lighthouse run of `url`; the report's JSON. */
async function lighthouse(url, outputPath) {
  await run(
    lighthouseNode,
    [
      lighthouseCli,
      url,
      "--only-categories=performance",
      "--output=json",
      `--output-path=${outputPath}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      "--quiet",
    ],
    { env: { CHROME_PATH: chromePath }, timeoutMs: runTimeoutMs, quiet: true },
  );
  const report = JSON.parse(readFileSync(outputPath, "utf8"));
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  return report;
}

function metrics(report) {
  const value = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    fcp: value("first-contentful-paint"),
    cls: value("cumulative-layout-shift"),
    report,
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const ms = (value) => `${Math.round(value)} ms`;

/** What the run spent its time on: LCP element and subparts, boot-up per script, requests (Lighthouse's own audits). */
function describe(label, report) {
  const lines = [`${label} — where the time goes (run closest to the median LCP):`];
  // Lighthouse 13 reports the LCP element and its subparts in `lcp-breakdown-insight` (earlier versions:
  // `largest-contentful-paint-element`).
  const breakdown = report.audits["lcp-breakdown-insight"]?.details?.items ?? [];
  const element = breakdown.find((item) => item.type === "node");
  if (element) lines.push(`  LCP element: ${element.selector} "${element.nodeLabel}"`);
  const subparts = breakdown.find((item) => item.type === "table")?.items ?? [];
  if (subparts.length > 0) lines.push(`  LCP subparts: ${subparts.map((p) => `${p.label} ${ms(p.duration)}`).join(", ")}`);
  const bootup = report.audits["bootup-time"];
  if (bootup) {
    lines.push(`  main-thread JS: ${ms(bootup.numericValue)} total`);
    for (const item of (bootup.details?.items ?? []).slice(0, 5)) {
      lines.push(`    ${ms(item.total)} (script ${ms(item.scripting)}, parse ${ms(item.scriptParseCompile)}) ${item.url}`);
    }
  }
  const requests = report.audits["network-requests"]?.details?.items ?? [];
  if (requests.length > 0) {
    const bytes = requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    const protocols = [...new Set(requests.filter((item) => !item.url.startsWith("data:")).map((item) => item.protocol))];
    lines.push(`  requests: ${requests.length}, ${Math.round(bytes / 1024)} KiB transferred, ${protocols.join("/")}`);
    const inline = requests.filter((item) => item.url.startsWith("data:"));
    if (inline.length > 0) lines.push(`    (${inline.length} data: URL images, not listed)`);
    for (const item of requests.filter((request) => !request.url.startsWith("data:"))) {
      const path = item.url.replace(/^https?:\/\/[^/]+/, "");
      lines.push(`    ${ms(item.networkRequestTime ?? 0)} → ${ms(item.networkEndTime ?? 0)}  ${item.transferSize ?? 0} B  ${path}`);
    }
  }
  const long = report.audits["long-tasks"]?.details?.items ?? [];
  if (long.length > 0) lines.push(`  long tasks: ${long.map((t) => `${ms(t.duration)} @${ms(t.startTime)}`).join(", ")}`);
  return lines.join("\n");
}

async function main() {
  if (!existsSync(lighthouseCli)) {
    console.error(
      `Lighthouse not found at ${lighthouseCli}.\n` +
        "It needs Node ≥ 22.19 and is not a project dependency; install it outside the repository:\n" +
        "  npm i --no-save --prefix /tmp/lh lighthouse@13.5.0\n" +
        "or point LIGHTHOUSE_CLI at its cli/index.js (and LIGHTHOUSE_NODE at a Node ≥ 22.19 if this one is older).",
    );
    process.exitCode = 1;
    return;
  }
  if (!existsSync(chromePath)) {
    console.error(`No Chromium at ${chromePath}; set CHROME_PATH.`);
    process.exitCode = 1;
    return;
  }
  const work = mkdtempSync(join(tmpdir(), "micromall-perf-"));
  const servers = [];
  try {
    const mallDir = join(work, "mall");
    const baselineDir = join(work, "baseline");
    console.log("Building domain, the mall (mocks off, gateway over HTTP) and the baseline …");
    await run("npm", ["run", "build", "-w", "domain"], { quiet: true });
    const { DEMO_CIPHER_KEY } = await import(pathToFileURL(join(root, "domain/dist/index.js")).href);
    await run("npx", ["vite", "build", "--outDir", mallDir, "--emptyOutDir", "--logLevel", "error"], {
      cwd: join(root, "web"),
      env: { VITE_MOCKS: "off", VITE_GATEWAY_URL: GATEWAY.slice(0, -1), VITE_CIPHER_KEY: DEMO_CIPHER_KEY },
      quiet: true,
    });
    await run("npx", ["vite", "build", "--config", "web/perf/baseline/vite.config.ts", "--outDir", baselineDir, "--emptyOutDir", "--logLevel", "error"], {
      quiet: true,
    });
    const gateway = await loadGateway(work);
    const tls = http2 ? await selfSignedCertificate(work) : undefined;
    const mall = await servePage(mallDir, gateway, tls);
    servers.push(mall);
    const baseline = await servePage(baselineDir, gateway, tls);
    servers.push(baseline);
    const origin = (server) => `${http2 ? "https" : "http"}://127.0.0.1:${server.port}`;
    // One baseline run per round, then each mall route: every mall figure has a baseline figure of the same round.
    const pages = [
      { name: "baseline", url: `${origin(baseline)}${PAGE}` },
      ...MALL_PAGES.map((path) => ({ name: path === PAGE ? "mall" : `mall ${path.slice(BASE.length - 1)}`, url: `${origin(mall)}${path}`, path })),
    ];
    console.log(
      `Serving the mall on ${origin(mall)} and the baseline on ${origin(baseline)} over ${http2 ? "HTTP/2" : "HTTP/1.1"}; ` +
        `${runs} Lighthouse runs of each page, interleaved: ${pages.map((page) => page.name).join(", ")}.`,
    );

    const results = Object.fromEntries(pages.map((page) => [page.name, []]));
    for (let index = 0; index < runs; index += 1) {
      for (const page of pages) {
        const result = metrics(await lighthouse(page.url, join(work, `${page.name.replace(/\W+/g, "-")}-${index + 1}.json`)));
        results[page.name].push(result);
        console.log(`  run ${index + 1} ${page.name.padEnd(20)} LCP ${ms(result.lcp)}  TBT ${ms(result.tbt)}  FCP ${ms(result.fcp)}  CLS ${result.cls.toFixed(3)}`);
      }
    }

    const summary = {};
    for (const page of pages) {
      const list = results[page.name];
      summary[page.name] = {
        lcp: median(list.map((r) => r.lcp)),
        tbt: median(list.map((r) => r.tbt)),
        fcp: median(list.map((r) => r.fcp)),
        cls: median(list.map((r) => r.cls)),
      };
    }
    const base = summary.baseline;
    const ratio = (value, of) => (of > 0 ? `${(value / of).toFixed(2)}×` : "–");
    console.log(`\nMedians of ${runs} runs (Lighthouse mobile, simulated throttling, ${http2 ? "HTTP/2" : "HTTP/1.1"}), ${new Date().toISOString()}:`);
    console.log(`  ${"page".padEnd(22)}      LCP      TBT      FCP     CLS   LCP ratio  FCP ratio`);
    for (const page of pages) {
      const s = summary[page.name];
      const ratios = page.name === "baseline" ? "" : `  ${ratio(s.lcp, base.lcp).padStart(9)}  ${ratio(s.fcp, base.fcp).padStart(9)}`;
      console.log(`  ${page.name.padEnd(22)} ${ms(s.lcp).padStart(8)} ${ms(s.tbt).padStart(8)} ${ms(s.fcp).padStart(8)}  ${s.cls.toFixed(3).padStart(6)}${ratios}`);
    }
    const home = summary.mall;
    const lcpOk = home.lcp <= GOAL_LCP_RATIO * base.lcp;
    const fcpOk = home.fcp <= GOAL_LCP_RATIO * base.fcp;
    const tbtOk = home.tbt <= GOAL_TBT_MS;
    const clsOk = home.cls === 0;
    console.log(
      `Goal (issue 22): home LCP ≤ ${GOAL_LCP_RATIO}× baseline — ${lcpOk ? "met" : `NOT met (${ms(home.lcp - GOAL_LCP_RATIO * base.lcp)} over)`}` +
        ` (stretch ≤ 1.0×: ${home.lcp <= base.lcp ? "met" : "not met"}); FCP ≤ ${GOAL_LCP_RATIO}× — ${fcpOk ? "met" : "NOT met"}; ` +
        `TBT ≤ ${GOAL_TBT_MS} ms — ${tbtOk ? "met" : `NOT met (${ms(home.tbt - GOAL_TBT_MS)} over)`}; CLS 0 — ${clsOk ? "met" : "NOT met"}.`,
    );
    for (const page of pages.filter((p) => p.name !== "mall" && p.name !== "baseline")) {
      const s = summary[page.name];
      console.log(`  ${page.name} LCP ≤ ${GOAL_OTHER_LCP_RATIO}× baseline — ${s.lcp <= GOAL_OTHER_LCP_RATIO * base.lcp ? "met" : "NOT met"}.`);
    }
    for (const page of pages) {
      const closest = [...results[page.name]].sort((a, b) => Math.abs(a.lcp - summary[page.name].lcp) - Math.abs(b.lcp - summary[page.name].lcp))[0];
      if (closest) console.log(`\n${describe(page.name, closest.report)}`);
    }
    if (keep) console.log(`\nLighthouse reports kept in ${work}`);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    if (!keep) rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
