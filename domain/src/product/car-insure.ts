/**
 * The rules of buying car cover on `/insureRight?productCode=DAA` (issue 9): the compulsory cover every vehicle
 * has, the commercial covers (`CAR_COVER_CODES`, DDA–DDF) with the sums a customer may choose (a code table),
 * which cover needs which, how a choice travels to the gateway (`kinds`, pipe-joined like the §3 lists), how a
 * current policy's covers become the renewal offer, when the new cover starts, and the applicant form.
 *
 * Decisions where the spec is silent (it names the route, the calls and the vehicle lookup only):
 * - The compulsory cover (交强险, code `BZ`) is always part of the proposal at its statutory limit
 *   (¥200,000 since the 2020 reform); the customer chooses the commercial covers and their sums.
 * - Sums follow the 2020 commercial terms: vehicle damage at the car's actual value (offered in steps), third
 *   party liability in the usual limits (¥100,000 to ¥3 million), on-board persons per seat, the scratch rider
 *   and the medical rider in their small limits. The riders need their main cover: scratch (DDE) needs vehicle
 *   damage (DDA), the medical rider (DDF) needs third party (DDB) or on-board persons (DDC).
 * - `kinds` is `<code>:<sum in fen>` per cover, the compulsory one first, then the mall's order, joined by `|`
 *   (a text: it also lives in the draft store, which keeps strings only).
 * - A renewal starts the day after the current policy ends when that day is still ahead, else tomorrow (China);
 *   the spec sets no renewal window, so the offer says when it starts and that the current cover is left as it is.
 * - The applicant is the applicant form's (`applicationFormConfig`), without insured persons or an insured
 *   object: the insured of a car policy is the vehicle's owner, as the lookup found it.
 */
import { addDaysWith } from "../calendar/plain-date-text";
import { formatSumInsured } from "../money/sum-insured";
import { DEFAULT_LOCALE, type Locale } from "../messages/locale";
import { applicationFormConfig, earliestStartDate, type ApplicationFormConfig } from "../application/application-form";
import { CAR_COVER_CODES, CAR_PRODUCT_CODE, COMPULSORY_COVER_CODE, isCarCoverCode, type CarCoverCode } from "./car-cover-codes";

export { COMPULSORY_COVER_CODE } from "./car-cover-codes";
/** The compulsory cover's total limit, integer fen (¥200,000). */
export const COMPULSORY_LIMIT_FEN = 20_000_000;

const WAN = 1_000_000; // ¥10,000 in fen

/** The sums (limits) a customer may choose per commercial cover, integer fen, ascending. */
export const CAR_COVER_SUMS: Readonly<Record<CarCoverCode, readonly number[]>> = {
  DDA: [5, 8, 10, 12, 15, 20, 25, 30, 40, 50].map((n) => n * WAN),
  DDB: [10, 20, 50, 100, 150, 200, 300].map((n) => n * WAN),
  DDC: [1, 2, 5, 10, 20].map((n) => n * WAN),
  DDE: [200_000, 500_000, 1 * WAN, 2 * WAN],
  DDF: [1, 2, 5].map((n) => n * WAN),
};

/** Chosen commercial covers and their sums (integer fen); a cover that is absent is not chosen. */
export type CarCoverChoice = Readonly<Partial<Record<CarCoverCode, number>>>;

/** The covers a vehicle without a current policy starts with: vehicle damage, ¥2 million third party, ¥10,000 a seat. */
export const DEFAULT_CAR_COVERS: CarCoverChoice = { DDA: 15 * WAN, DDB: 200 * WAN, DDC: 1 * WAN };

/** What is wrong with a cover of a choice: the cover's code as `path`, a catalogue key. */
export interface CarCoverProblem {
  readonly path: CarCoverCode;
  readonly key: "car.needsDamage" | "car.needsLiability" | "car.sumNotOffered";
  readonly params: Readonly<Record<string, string | number>>;
}

/**
 * Every problem of a choice, in the mall's order of the covers (empty: the choice can be priced).
 * @example carCoverProblems({ DDE: 500_000 }) // [{ path: "DDE", key: "car.needsDamage", params: {} }]
 */
export function carCoverProblems(choice: CarCoverChoice): CarCoverProblem[] {
  const problems: CarCoverProblem[] = [];
  if (typeof choice !== "object" || choice === null) return problems;
  for (const code of CAR_COVER_CODES) {
    const sum = choice[code];
    if (sum === undefined) continue;
    if (!CAR_COVER_SUMS[code].includes(sum)) problems.push({ path: code, key: "car.sumNotOffered", params: {} });
    else if (code === "DDE" && choice.DDA === undefined) problems.push({ path: code, key: "car.needsDamage", params: {} });
    else if (code === "DDF" && choice.DDB === undefined && choice.DDC === undefined) problems.push({ path: code, key: "car.needsLiability", params: {} });
  }
  return problems;
}

/**
 * The `kinds` text of a choice: the compulsory cover, then each chosen cover in the mall's order.
 * @example carKindsText({ DDB: 200_000_000 }) // "BZ:20000000|DDB:200000000"
 */
export function carKindsText(choice: CarCoverChoice): string {
  const entries = [`${COMPULSORY_COVER_CODE}:${COMPULSORY_LIMIT_FEN}`];
  if (typeof choice !== "object" || choice === null) return entries.join("");
  for (const code of CAR_COVER_CODES) {
    const sum = choice[code];
    if (sum !== undefined) entries.push(`${code}:${sum}`);
  }
  return entries.join("|");
}

/**
 * The choice of a `kinds` text (the compulsory entry is implied and skipped); null for a text that is not one
 * (an unknown code, a sum that is not a whole number of fen, a cover twice). Total.
 * @example toCarCoverChoice("BZ:20000000|DDA:15000000") // { DDA: 15000000 }
 * @example toCarCoverChoice("DDX:1") // null
 */
export function toCarCoverChoice(text: string): CarCoverChoice | null {
  if (typeof text !== "string") return null;
  const choice: Partial<Record<CarCoverCode, number>> = {};
  if (text === "") return choice;
  for (const entry of text.split("|")) {
    const [code = "", sumText = "", extra] = entry.split(":");
    if (extra !== undefined || !/^\d{1,12}$/.test(sumText)) return null;
    if (code === COMPULSORY_COVER_CODE) continue;
    if (!isCarCoverCode(code) || choice[code] !== undefined) return null;
    choice[code] = Number(sumText);
  }
  return choice;
}

/**
 * The renewal offer's choice from the current policy's covers (`selectRiskByPolicy`): each commercial cover it
 * has, at the offered sum nearest to its current one (the lower on a tie); other codes are left out.
 * @example carChoiceOfRisks([{ kindCode: "DDA", sumInsured: 13_000_000 }]) // { DDA: 12_000_000 }
 */
export function carChoiceOfRisks(risks: readonly { readonly kindCode: string; readonly sumInsured: number }[]): CarCoverChoice {
  const choice: Partial<Record<CarCoverCode, number>> = {};
  const list: readonly { readonly kindCode: string; readonly sumInsured: number }[] = Array.isArray(risks) ? risks : [];
  for (const risk of list) {
    if (!isCarCoverCode(risk.kindCode)) continue;
    let best: number | undefined;
    for (const sum of CAR_COVER_SUMS[risk.kindCode]) {
      if (best === undefined || Math.abs(sum - risk.sumInsured) < Math.abs(best - risk.sumInsured)) best = sum;
    }
    if (best !== undefined) choice[risk.kindCode] = best;
  }
  return choice;
}

/**
 * When the new cover starts: the day after the current policy's end when that is after today (China), else
 * tomorrow. `YYYY-MM-DD`.
 * @example renewalStartDate("2026-12-31", new Date("2026-11-23T04:00:00Z")) // "2027-01-01"
 */
export function renewalStartDate(currentEndDate: string, now: Date = new Date()): string {
  const earliest = earliestStartDate(now);
  const next = /^\d{4}-\d{2}-\d{2}$/.test(currentEndDate) ? addDaysWith(currentEndDate, 1) : "";
  return next > earliest ? next : earliest;
}

/**
 * When a renewal starts and whether it follows on from the current policy without a gap (customer rehearsal 5: an
 * offer 221 days before the end said nothing of when the new cover starts). The spec sets no renewal window, so a
 * renewal may be taken any time: while the current policy runs (`follows`), the new cover starts the day after it
 * ends and the current cover is left as it is; once it has ended, the new one starts tomorrow
 * ({@link renewalStartDate}).
 * @example renewalTiming("2027-07-08", new Date("2026-11-29T04:00:00Z")) // { startDate: "2027-07-09", follows: true }
 * @example renewalTiming("2026-10-01", new Date("2026-11-29T04:00:00Z")) // { startDate: "2026-11-30", follows: false }
 */
export function renewalTiming(currentEndDate: string, now: Date = new Date()): { startDate: string; follows: boolean } {
  const startDate = renewalStartDate(currentEndDate, now);
  const follows = /^\d{4}-\d{2}-\d{2}$/.test(currentEndDate) && addDaysWith(currentEndDate, 1) === startDate;
  return { startDate, follows };
}

/**
 * The applicant form of a car proposal: the application form's applicant (with the channel's rules), one
 * year, no insured persons or insured object.
 * @example carApplicationConfig("").applicant.map((entry) => entry.key) // ["applyName", "applyIdentifyType", …]
 */
export function carApplicationConfig(channel: string): ApplicationFormConfig {
  return { ...applicationFormConfig({ productCode: CAR_PRODUCT_CODE, category: "car", channel }), insured: [], subject: [], maxInsureds: 1 };
}

/**
 * A cover's sum as the covers list shows it: domain's one sum-insured format ({@link formatSumInsured}, G21).
 * @example carSumLabel(200_000_000) // "200万元"
 * @example carSumLabel(500_000) // "5,000元"
 * @example carSumLabel(200_000_000, "en") // "¥2,000,000"
 */
export function carSumLabel(fen: number, locale: Locale = DEFAULT_LOCALE): string {
  return Number.isInteger(fen) ? formatSumInsured(fen, locale === "en" ? "en" : DEFAULT_LOCALE) : "";
}

/**
 * The sum a cover gets when the customer adds it: the default choice's sum, else the smallest offered.
 * @example defaultCarSum("DDB") // 200_000_000
 * @example defaultCarSum("DDE") // 200_000
 */
export function defaultCarSum(code: CarCoverCode): number {
  if (!isCarCoverCode(code)) return 0;
  return DEFAULT_CAR_COVERS[code] ?? CAR_COVER_SUMS[code][0] ?? 0;
}
