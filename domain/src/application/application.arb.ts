/** Arbitraries for the application rules, built by construction. */
import fc from "fast-check";
import { daysInMonth } from "../calendar/china-date";

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = "10X98765432";

/** An 18-digit resident identity number (GB 11643) with its MOD 11-2 check character. */
export function idCardNumber(region: string, birth: { year: number; month: number; day: number }, sequence: number): string {
  const pad = (n: number, w: number) => String(n).padStart(w, "0");
  const body = `${region}${pad(birth.year, 4)}${pad(birth.month, 2)}${pad(birth.day, 2)}${pad(sequence, 3)}`;
  const sum = body.split("").reduce((acc, d, i) => acc + Number(d) * (WEIGHTS[i] ?? 0), 0);
  return body + CHECK.charAt(sum % 11);
}

/** A valid identity number born 1930–2010 with its birth date (YYYY/MM/DD) and sex. */
export const idCardArb = fc
  .tuple(
    fc.constantFrom("110105", "440305", "310101", "510107"),
    fc.integer({ min: 1930, max: 2010 }),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 31 }),
    fc.integer({ min: 0, max: 999 }),
  )
  .map(([region, year, month, dayHint, sequence]) => {
    const day = 1 + ((dayHint - 1) % daysInMonth(year, month));
    const pad = (n: number) => String(n).padStart(2, "0");
    return {
      number: idCardNumber(region, { year, month, day }, sequence),
      birthday: `${year}/${pad(month)}/${pad(day)}`,
      sex: sequence % 2 === 1 ? ("male" as const) : ("female" as const),
    };
  });

/** Entries of a pipe-joined list (no "|" inside an entry). */
export const entriesArb = fc.array(fc.string({ unit: "grapheme-ascii", maxLength: 6 }).map((s) => s.split("|").join("")), {
  maxLength: 12,
});
