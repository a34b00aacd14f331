import { creditCodeInputs } from "./inputs.mjs";
const ins = process.argv[2] ? JSON.parse(JSON.stringify(creditCodeInputs())) : creditCodeInputs();
function make() { return new Function("fn", "inputs", "ms", `
  let calls = 0, acc = 0; const t0 = performance.now(); let el = 0;
  do { for (let i = 0; i < inputs.length; i++) if (fn(inputs[i])) acc++; calls += inputs.length; el = performance.now() - t0; } while (el < ms);
  return calls / el * 1000;`); }
const sum = (s) => { let x = 0; for (let i = 0; i < s.length; i++) x += s.charCodeAt(i); return x > 1000; };
for (const [name, fn] of [["len", (s) => s.length === 18], ["sum", sum]]) { const m = make(); m(fn, ins, 300); console.log(name, Math.round(m(fn, ins, 1000)).toLocaleString()); }
