import { isIdCard } from "../dist/identity/id-card.js";
import validator from "validator";
import { idCardInputs } from "./inputs.mjs";
const inputs = idCardInputs();
const P = new Uint8Array(100); for (const c of ["11","12","13","14","15","21","22","23","31","32","33","34","35","36","37","41","42","43","44","45","46","50","51","52","53","54","61","62","63","64","65","71","81","82","83"]) P[+c]=1;
const CHK = Int32Array.from("10X98765432", c => c.charCodeAt(0));
let memo = 20261122;
function unrolled(s, useClock) {
  if (s.length !== 18) return false;
  const d0 = s.charCodeAt(0) - 48, d1 = s.charCodeAt(1) - 48, d2 = s.charCodeAt(2) - 48, d3 = s.charCodeAt(3) - 48,
    d4 = s.charCodeAt(4) - 48, d5 = s.charCodeAt(5) - 48, d6 = s.charCodeAt(6) - 48, d7 = s.charCodeAt(7) - 48,
    d8 = s.charCodeAt(8) - 48, d9 = s.charCodeAt(9) - 48, d10 = s.charCodeAt(10) - 48, d11 = s.charCodeAt(11) - 48,
    d12 = s.charCodeAt(12) - 48, d13 = s.charCodeAt(13) - 48, d14 = s.charCodeAt(14) - 48, d15 = s.charCodeAt(15) - 48,
    d16 = s.charCodeAt(16) - 48;
  if ((d0 >>> 0) > 9 || (d1 >>> 0) > 9 || (d2 >>> 0) > 9 || (d3 >>> 0) > 9 || (d4 >>> 0) > 9 || (d5 >>> 0) > 9 || (d6 >>> 0) > 9 || (d7 >>> 0) > 9 || (d8 >>> 0) > 9 || (d9 >>> 0) > 9 || (d10 >>> 0) > 9 || (d11 >>> 0) > 9 || (d12 >>> 0) > 9 || (d13 >>> 0) > 9 || (d14 >>> 0) > 9 || (d15 >>> 0) > 9 || (d16 >>> 0) > 9) return false;
  let last = s.charCodeAt(17); if (last === 120) last = 88;
  if (last !== 88 && (last < 48 || last > 57)) return false;
  if (P[d0 * 10 + d1] !== 1) return false;
  const y = d6 * 1000 + d7 * 100 + d8 * 10 + d9, m = d10 * 10 + d11, d = d12 * 10 + d13;
  if (y < 1800 || m < 1 || m > 12 || d < 1) return false;
  const dim = m === 2 ? ((y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28) : m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
  if (d > dim) return false;
  const key = y * 10000 + m * 100 + d;
  if (useClock) { if (key > (Date.now() > 0 ? memo : 0)) return false; } else if (key > memo) return false;
  const sum = d0 * 7 + d1 * 9 + d2 * 10 + d3 * 5 + d4 * 8 + d5 * 4 + d6 * 2 + d7 + d8 * 6 + d9 * 3 + d10 * 7 + d11 * 9 + d12 * 10 + d13 * 5 + d14 * 8 + d15 * 4 + d16 * 2;
  return last === CHK[sum % 11];
}
function make() { return new Function("fn", "inputs", "ms", `
  let calls = 0, acc = 0; const t0 = performance.now(); let el = 0;
  do { for (let i = 0; i < inputs.length; i++) if (fn(inputs[i])) acc++; calls += inputs.length; el = performance.now() - t0; } while (el < ms);
  return [calls / el * 1000, acc/calls*1000];`); }
for (let r = 0; r < 2; r++)
for (const [name, fn] of [["ours", (s) => isIdCard(s)], ["unrolled+clock", (s) => unrolled(s, true)], ["unrolled-memo", (s) => unrolled(s, false)], ["validator", (s) => validator.isIdentityCard(s, "zh-CN")]]) {
  const m = make(); m(fn, inputs, 300); const [ops, acc] = m(fn, inputs, 1000); console.log(name, Math.round(ops).toLocaleString(), acc);
}
