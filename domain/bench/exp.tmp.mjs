import { isIdCard } from "../dist/identity/id-card.js";
import { isCreditCode } from "../dist/identity/credit-code.js";
import validator from "validator";
import { idCardInputs, creditCodeInputs } from "./inputs.mjs";
const inputs = idCardInputs();
const now = new Date();
function make() { return new Function("fn", "inputs", "ms", `
  let calls = 0, acc = 0; const t0 = performance.now(); let el = 0;
  do { for (let i = 0; i < inputs.length; i++) if (fn(inputs[i])) acc++; calls += inputs.length; el = performance.now() - t0; } while (el < ms);
  return calls / el * 1000;`); }
for (const [name, fn, ins] of [["ours", (s) => isIdCard(s), inputs], ["ours-now", (s) => isIdCard(s, { now }), inputs], ["validator", (s) => validator.isIdentityCard(s, "zh-CN"), inputs], ["Date.now", (s) => Date.now() > 5, inputs], ["credit", (s) => isCreditCode(s), creditCodeInputs()]]) {
  const m = make(); m(fn, ins, 300); console.log(name, Math.round(m(fn, ins, 1000)).toLocaleString());
}
