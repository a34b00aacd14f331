/**
 * Throughput of our identity and mobile validators against validator.js and util-helpers, on the same
 * deterministic inputs (inputs.mjs: about half valid, half typical mistakes). No bench library: each
 * function is warmed up, then run over the whole input set in rounds for about one second.
 *
 * Run: `npm run bench` (builds domain first; this file imports the built package from ../dist).
 */
import { isCreditCode, isIdCard, isMobile } from "../dist/index.js";
import validator from "validator";
import { isIdCard as uhIsIdCard, isMobile as uhIsMobile, isUnifiedIdentifier as uhIsCreditCode } from "util-helpers";
import { creditCodeInputs, idCardInputs, mobileInputs } from "./inputs.mjs";

const WARM_UP_MS = 300;
const MEASURE_MS = 1000;
const ID_CARD_TARGET = 10; // ours must be at least 10× validator.js isIdentityCard('zh-CN')

/**
 * Runs `fn` over `inputs` for about `ms` milliseconds; returns calls per second and the accepted count per
 * round. Each library gets its own compiled copy of the loop (`new Function`), so one shared call site
 * never turns megamorphic and taxes whichever function happens to be measured last.
 */
function measure(fn, inputs, ms) {
  const loop = new Function(
    "fn",
    "inputs",
    "ms",
    `let calls = 0, accepted = 0, elapsed = 0;
     const start = performance.now();
     do {
       for (let i = 0; i < inputs.length; i++) if (fn(inputs[i])) accepted++;
       calls += inputs.length;
       elapsed = performance.now() - start;
     } while (elapsed < ms);
     return { calls, accepted, elapsed };`,
  );
  loop(fn, inputs, WARM_UP_MS);
  const { calls, accepted, elapsed } = loop(fn, inputs, ms);
  return { opsPerSecond: (calls * 1000) / elapsed, acceptedPerRound: Math.round((accepted * inputs.length) / calls) };
}

const SUITES = [
  {
    name: "identity number",
    inputs: idCardInputs(),
    ours: (s) => isIdCard(s),
    peers: {
      "validator.js": (s) => validator.isIdentityCard(s, "zh-CN"),
      "util-helpers": (s) => uhIsIdCard(s),
    },
  },
  {
    name: "mobile",
    inputs: mobileInputs(),
    ours: (s) => isMobile(s),
    peers: {
      "validator.js": (s) => validator.isMobilePhone(s, "zh-CN"),
      "util-helpers": (s) => uhIsMobile(s),
    },
  },
  {
    name: "credit code",
    inputs: creditCodeInputs(),
    ours: (s) => isCreditCode(s),
    peers: { "util-helpers": (s) => uhIsCreditCode(s) },
  },
];

const fmt = (n) => Math.round(n).toLocaleString("en-US");
const rows = [];
let idCardRatio = Number.NaN;

for (const suite of SUITES) {
  const all = { "@micromall/domain": suite.ours, ...suite.peers };
  const results = Object.fromEntries(Object.entries(all).map(([lib, fn]) => [lib, measure(fn, suite.inputs, MEASURE_MS)]));
  const ours = results["@micromall/domain"];
  for (const [lib, result] of Object.entries(results)) {
    const ratio = ours.opsPerSecond / result.opsPerSecond;
    if (suite.name === "identity number" && lib === "validator.js") idCardRatio = ratio;
    rows.push({
      check: suite.name,
      library: lib,
      "ops/s": fmt(result.opsPerSecond),
      "ours ×": lib === "@micromall/domain" ? "—" : `${ratio.toFixed(1)}×`,
      accepted: `${result.acceptedPerRound}/${suite.inputs.length}`,
    });
  }
}

console.log(`node ${process.version}, ${SUITES[0].inputs.length} inputs per set, ~${MEASURE_MS} ms per function\n`);
console.table(rows);
const verdict = idCardRatio >= ID_CARD_TARGET ? "meets" : "MISSES";
console.log(`\nisIdCard vs validator.js isIdentityCard('zh-CN'): ${idCardRatio.toFixed(1)}× (${verdict} the ≥${ID_CARD_TARGET}× target)`);
