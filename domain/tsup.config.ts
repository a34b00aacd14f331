import { defineConfig } from "tsup";

// Every source file is its own entry so the published ESM keeps one module per file: with
// `"sideEffects": false`, a bundler that imports one validator drops the cipher (crypto-js) and the
// schemas (effect) entirely. Types are rolled up per public entry: the root and the `./schemas` subpath.
export default defineConfig({
  entry: ["src/**/*.ts", "!src/**/*.test.ts", "!src/**/*.arb.ts"],
  format: ["esm", "cjs"],
  dts: { entry: { index: "src/index.ts", "schemas/index": "src/schemas/index.ts" } },
  clean: true,
  // No source maps: the package ships `dist` only (no `src`), and a map pointing at unshipped sources helps nobody.
  sourcemap: false,
  target: "es2022",
  splitting: true,
  treeshake: false,
});
