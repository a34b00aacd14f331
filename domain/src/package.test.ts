/**
 * Bundle check of the BUILT package (domain/dist, resolved through package.json "exports" as another project
 * would): a consumer that imports one validator must not carry the cipher (crypto-js) or the schemas (effect).
 * This is why the package is `"sideEffects": false` and tsup emits one module per source file.
 *
 * Markers were chosen by bundling the positive controls below: "Malformed UTF-8 data" and "Native crypto module
 * could not be used" are crypto-js core's error texts; "~effect/" (effect's type ids), "SchemaError" and
 * "MissingKey" are effect's. The controls prove each marker appears when the code that needs it is imported.
 *
 * The built entries must also load in Node as they are, ESM (`import`) and CJS (`require`), resolved by the
 * package name from the repository root in a child `node` process (crypto-js has no `exports` map, so an
 * extensionless deep import such as `crypto-js/core` fails in Node's ESM loader with ERR_MODULE_NOT_FOUND).
 *
 * Skipped, with a message, when domain/dist is missing: run `npm run build -w domain` first.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, test } from "vitest";

const domainRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = resolve(domainRoot, "..");
const manifest = JSON.parse(readFileSync(join(domainRoot, "package.json"), "utf8")) as {
  name: string;
  sideEffects: unknown;
  exports: { ".": { import: { default: string }; require: { default: string } } };
};
const esmEntry = join(domainRoot, manifest.exports["."].import.default);
const built = existsSync(esmEntry);
if (!built) console.warn(`package.test: ${esmEntry} is missing — run "npm run build -w domain"; bundle checks skipped.`);

const CRYPTO_JS_MARKERS = ["Malformed UTF-8 data", "Native crypto module could not be used"];
const EFFECT_MARKERS = ["~effect/", "SchemaError", "MissingKey"];

/** The minified bundle of `code` and the modules that contributed bytes to it. */
async function bundle(code: string): Promise<{ text: string; inputs: string[] }> {
  const result = await build({
    stdin: { contents: code, resolveDir: repoRoot, loader: "js", sourcefile: "consumer.js" },
    bundle: true,
    minify: true,
    treeShaking: true,
    write: false,
    metafile: true,
    format: "esm",
    platform: "browser",
    logLevel: "silent",
  });
  const file = result.outputFiles[0];
  const output = Object.values(result.metafile.outputs)[0];
  if (file === undefined || output === undefined) throw new Error("esbuild produced no output");
  // metafile.inputs lists every module esbuild parsed; only the output's inputs with bytes made it in.
  const inputs = Object.entries(output.inputs)
    .filter(([, use]) => use.bytesInOutput > 0)
    .map(([input]) => input);
  return { text: file.text, inputs };
}

const has = (text: string, markers: readonly string[]) => markers.filter((marker) => text.includes(marker));

describe.skipIf(!built)("bundle of the built package", () => {
  test("the manifest promises no side effects and resolves to dist", () => {
    expect(manifest.name).toBe("@micromall/domain");
    expect(manifest.sideEffects).toBe(false);
    expect(manifest.exports["."].import.default).toMatch(/^\.\/dist\//);
    expect(existsSync(join(domainRoot, manifest.exports["."].require.default))).toBe(true);
    // one output module per source file, so unused areas can be dropped
    expect(existsSync(join(domainRoot, "dist/gateway/cipher.js"))).toBe(true);
    expect(existsSync(join(domainRoot, "dist/schemas/decode-entity.js"))).toBe(true);
  });

  test("one validator: no crypto-js, no effect, and it runs", async () => {
    const { text, inputs } = await bundle('import { isIdCard } from "@micromall/domain"; console.log(isIdCard("x"));');
    expect(inputs.some((input) => input.includes("domain/dist/"))).toBe(true);
    expect(inputs.some((input) => input.includes("domain/src/"))).toBe(false);
    expect(has(text, CRYPTO_JS_MARKERS)).toEqual([]);
    expect(has(text, EFFECT_MARKERS)).toEqual([]);
    expect(inputs.some((input) => input.includes("node_modules/crypto-js") || input.includes("node_modules/effect"))).toBe(false);
    expect(text.length).toBeLessThan(20_000);
    const out = execFileSync(process.execPath, ["--input-type=module", "-e", text], { encoding: "utf8" });
    expect(out.trim()).toBe("false");
  }, 60_000);

  test("positive control: the cipher brings crypto-js (and still no effect)", async () => {
    const { text, inputs } = await bundle('import { sealJson } from "@micromall/domain"; console.log(sealJson(1, { key: "MicromallDemoKey" }));');
    expect(has(text, CRYPTO_JS_MARKERS)).toEqual(CRYPTO_JS_MARKERS);
    expect(inputs.some((input) => input.includes("node_modules/crypto-js/aes.js"))).toBe(true);
    // modules only, never the whole library
    expect(inputs.some((input) => input.includes("node_modules/crypto-js/crypto-js.js") || input.includes("node_modules/crypto-js/index.js"))).toBe(false);
    expect(inputs.some((input) => input.includes("node_modules/crypto-js/sha256.js"))).toBe(false);
    expect(has(text, EFFECT_MARKERS)).toEqual([]);
  }, 60_000);

  test("positive control: a schema (from the ./schemas subpath) brings effect (and still no crypto-js)", async () => {
    const { text, inputs } = await bundle(
      'import { decodeEntity, ClaimQuerySchema } from "@micromall/domain/schemas"; console.log(decodeEntity(ClaimQuerySchema, {}));',
    );
    expect(has(text, EFFECT_MARKERS)).toEqual(EFFECT_MARKERS);
    expect(inputs.some((input) => input.includes("node_modules/effect/"))).toBe(true);
    expect(has(text, CRYPTO_JS_MARKERS)).toEqual([]);
  }, 60_000);

  test("the plain wire readers carry no crypto-js (the cipher loads only where a codec is built)", async () => {
    const { text, inputs } = await bundle(
      'import { readGatewayResponse, sealRequest } from "@micromall/domain"; console.log(sealRequest({ method: "POST", encrypted: false, form: false }, { a: 1 }).body, readGatewayResponse(200, "{}", { encrypted: false, quiet: false }).ok);',
    );
    expect(inputs.some((input) => input.includes("domain/dist/"))).toBe(true);
    expect(has(text, CRYPTO_JS_MARKERS)).toEqual([]);
    expect(has(text, EFFECT_MARKERS)).toEqual([]);
    expect(inputs.filter((input) => input.includes("node_modules/crypto-js") || input.includes("gateway/cipher.js"))).toEqual([]);
    const out = execFileSync(process.execPath, ["--input-type=module", "-e", text], { encoding: "utf8" });
    expect(out.trim()).toBe('{"a":1} false');
  }, 60_000);

  test("positive control: building a codec brings crypto-js", async () => {
    const { text } = await bundle(
      'import { cipherCodec, sealRequest } from "@micromall/domain"; console.log(sealRequest({ method: "POST", encrypted: true, form: false }, { a: 1 }, cipherCodec({ key: "MicromallDemoKey" })).body);',
    );
    expect(has(text, CRYPTO_JS_MARKERS)).toEqual(CRYPTO_JS_MARKERS);
  }, 60_000);

  test("the gateway error mapping alone stays small", async () => {
    const { text } = await bundle(
      'import { errorForResult, readGatewayBody } from "@micromall/domain"; console.log(errorForResult("X2", ""), readGatewayBody("{}", { encrypted: false }));',
    );
    expect(has(text, EFFECT_MARKERS)).toEqual([]);
  }, 60_000);
});

/** Runs `code` in a child `node` from the repository root (so `@micromall/domain` resolves as in a consumer). */
function runNode(args: string[], code: string): string {
  return execFileSync(process.execPath, [...args, "-e", code], { cwd: repoRoot, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

/**
 * The same checks through either module system: a validator, the cipher (crypto-js), no Schema at the root, and
 * the Schemas and contracts from the `./schemas` subpath (effect).
 */
const CONSUMER_CHECKS = `
  const codec = m.cipherCodec({ key: "MicromallDemoKey" });
  const user = { mallId: "M1", mobile: "13800000000", userName: "", loginType: "1", identityAuthed: false };
  console.log(JSON.stringify([
    m.isIdCard("11010519491231002X"),
    codec.open(codec.seal({ a: 1 })),
    m.sealJson(1, { key: "MicromallDemoKey" }) === m.sealJson(1, { key: "MicromallDemoKey" }),
    typeof m.decodeEntity,
    s.decodeAnswer("login", user).ok,
    s.decodeAnswer("login", null).ok,
    s.decodeEntity(s.ClaimQuerySchema, {}).ok,
  ]));`;
const CONSUMER_OUTPUT = JSON.stringify([true, { a: 1 }, true, "undefined", true, false, false]);

describe.skipIf(!built)("the built entries load in Node", () => {
  test("ESM: import(\"@micromall/domain\")", () => {
    const out = runNode(["--input-type=module"], `const m = await import("@micromall/domain"); const s = await import("@micromall/domain/schemas");${CONSUMER_CHECKS}`);
    expect(out.trim()).toBe(CONSUMER_OUTPUT);
  }, 60_000);

  test("CJS: require(\"@micromall/domain\") (and the subpath, through Node's require of ES modules for effect)", () => {
    const out = runNode(["--no-warnings"], `const m = require("@micromall/domain"); const s = require("@micromall/domain/schemas");${CONSUMER_CHECKS}`);
    expect(out.trim()).toBe(CONSUMER_OUTPUT);
  }, 60_000);

  test("the files named by the manifest are the ones Node loads", () => {
    const esm = runNode(["--input-type=module"], 'console.log(import.meta.resolve("@micromall/domain"));');
    expect(fileURLToPath(esm.trim())).toBe(esmEntry);
    const cjs = runNode([], 'console.log(require.resolve("@micromall/domain"));');
    expect(cjs.trim()).toBe(join(domainRoot, manifest.exports["."].require.default));
  }, 60_000);
});

/**
 * Type-checks `files` as a CommonJS TypeScript project (`module` node16, `skipLibCheck: false`) consuming the built
 * package; returns tsc's output (one line per error).
 */
function typeCheckConsumer(files: Record<string, string>): { ok: boolean; output: string } {
  const dir = mkdtempSync(join(tmpdir(), "micromall-consumer-"));
  try {
    mkdirSync(join(dir, "node_modules", "@micromall"), { recursive: true });
    symlinkSync(domainRoot, join(dir, "node_modules", "@micromall", "domain"), "dir");
    writeFileSync(join(dir, "package.json"), JSON.stringify({ type: "commonjs" }));
    const compilerOptions = { module: "node16", moduleResolution: "node16", target: "es2022", strict: true, skipLibCheck: false, noEmit: true, types: [] };
    writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions, files: Object.keys(files) }));
    for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
    try {
      const output = execFileSync(process.execPath, [join(repoRoot, "node_modules/typescript/bin/tsc"), "-p", dir, "--pretty", "false"], { encoding: "utf8" });
      return { ok: true, output };
    } catch (error) {
      const failure = error as { stdout?: string };
      return { ok: false, output: failure.stdout ?? String(error) };
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.skipIf(!built)("the package as other projects consume it (issue 8 §16, §17)", () => {
  test("a node16 CommonJS project with skipLibCheck: false type-checks an isIdCard import from the root (no TS1479)", () => {
    const result = typeCheckConsumer({
      "root.ts": 'import { isIdCard } from "@micromall/domain";\nconst ok: boolean = isIdCard("11010519491231002X");\nexport = ok;\n',
      // control, in the same run: reaching effect's ES modules (the Schemas subpath) from CommonJS under node16 is
      // exactly TS1479, so the check can fail; nothing else may be reported
      "schemas.ts": 'import { decodeAnswer } from "@micromall/domain/schemas";\nexport = decodeAnswer;\n',
    });
    const errors = result.output.split("\n").filter((line) => line.includes("error TS"));
    expect(errors.length).toBeGreaterThan(0);
    for (const line of errors) {
      expect(line).toContain("TS1479");
      expect(line).toMatch(/dist\/schemas\/index\.d\.cts/);
    }
  }, 120_000);

  test("attw: every entry resolves with types under node10, node16 (CJS and ESM) and bundlers", () => {
    const output = execFileSync(process.execPath, [join(repoRoot, "node_modules/@arethetypeswrong/cli/dist/index.js"), "--pack", ".", "--format", "json"], {
      cwd: domainRoot,
      encoding: "utf8",
    });
    // attw exits non-zero on any problem (execFileSync throws); the report lists them by kind
    const report = JSON.parse(output) as { problems: Record<string, unknown>; analysis: { entrypoints: Record<string, unknown> } };
    expect(report.problems).toEqual({});
    expect(Object.keys(report.analysis.entrypoints).sort()).toEqual([".", "./package.json", "./schemas"]);
  }, 120_000);

  test("the tarball ships dist, the README and the subpath stub: no sources, no source maps", () => {
    const packed = JSON.parse(execFileSync("npm", ["pack", "--dry-run", "--json"], { cwd: domainRoot, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] })) as {
      files: { path: string }[];
    }[];
    const files = (packed[0]?.files ?? []).map((file) => file.path);
    expect(files.filter((path) => !path.startsWith("dist/")).sort()).toEqual(["README.md", "package.json", "schemas/package.json"]);
    expect(files.filter((path) => path.endsWith(".map") || path.endsWith(".ts") && !path.endsWith(".d.ts") && !path.endsWith(".d.cts"))).toEqual([]);
    expect(files).toContain("dist/schemas/index.d.cts");
  }, 120_000);
});
