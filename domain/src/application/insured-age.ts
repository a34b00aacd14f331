/**
 * Who a product may insure by age (customer rehearsal 2026-11-28: a 76-year-old reached payment on an 18–65 cover,
 * a person born in 1880 on a 1–80 travel cover). A product's content states its limits (`ProductDetail.insuredAge`,
 * whole years, both ends included); the application form checks every insured against them as the customer leaves
 * the identity number or the birthday, and before the proposal is sent.
 *
 * Decisions where the spec is silent (it names `ageFag` in the basic info, nothing more):
 * - The age counted is the insured's 周岁 on the cover's first day (`ageOn` of the start date): the day from which
 *   the insurer carries the risk, and what the notes mean by "出行期间年满1周岁至80周岁".
 * - An identity card (type 01) gives the birth date (`parseIdCard`): the fault is named at the number, the field
 *   the customer typed. Any other document's holder gives the birthday, and the fault is named there.
 * - A start date or a birth date that cannot be read is left to the rules of those fields (no age fault).
 */
import { ageOn, birthdayRange } from "../calendar/birthday";
import { formatDateParts, yearsBefore } from "../calendar/china-date";
import { addDaysWith, parseDateText } from "../calendar/plain-date-text";
import { parseIdCard } from "../identity/id-card";

/** A product's insured ages in whole years (周岁), both ends included. */
export interface AgeLimits {
  readonly min: number;
  readonly max: number;
}

/** The message key of an age outside a product's limits (its text names the limits and the age). */
export const INSURED_AGE_KEY = "insuredAge";

/**
 * The age fault of a person born on `birthDate` whose cover starts on `startDate`: the age when it is outside
 * `limits`, else null (also for an unreadable date). Total.
 * @example insuredAgeFault("1950-03-01", "2026-12-01", { min: 18, max: 65 }) // { age: 76 }
 * @example insuredAgeFault("1990-03-01", "2026-12-01", { min: 18, max: 65 }) // null
 */
export function insuredAgeFault(birthDate: string, startDate: string, limits: AgeLimits): { readonly age: number } | null {
  const age = ageOn(birthDate, startDate);
  if (age === null) return null;
  return age < limits.min || age > limits.max ? { age } : null;
}

/**
 * The birth date a person's fields give: the identity card's (type 01, when the number reads) or the birthday typed,
 * with the path where a fault about it is named.
 * @example personBirth("01", "11010519491231002X", "", { number: "n", birthday: "b" }) // { birthDate: "1949-12-31", path: "n" }
 * @example personBirth("02", "E12345678", "1990-01-01", { number: "n", birthday: "b" }) // { birthDate: "1990-01-01", path: "b" }
 */
export function personBirth(type: string, number: string, birthday: string, paths: { readonly number: string; readonly birthday: string }): { readonly birthDate: string; readonly path: string } | null {
  if (type === "01") {
    const card = parseIdCard(number);
    return card.ok ? { birthDate: card.birthDate, path: paths.number } : null;
  }
  return birthday === "" ? null : { birthDate: birthday, path: paths.birthday };
}

/**
 * The message key of an age fault with its values (`insuredAge?min=18&max=65&age=76`): `checkForm` gives the issue
 * the key `insuredAge` and a text that names all three.
 * @example insuredAgeKey({ min: 18, max: 65 }, 76) // "insuredAge?min=18&max=65&age=76"
 */
export function insuredAgeKey(limits: AgeLimits, age: number): string {
  return `${INSURED_AGE_KEY}?min=${limits.min}&max=${limits.max}&age=${age}`;
}

/**
 * The birthdays a product with `limits` takes for a cover starting on `startDate`, within the form's birthday range
 * (`birthdayRange`: 100 years back to today): the date picker offers these, so its hint names the product's ages
 * instead of a century (customer rehearsal 5). Counted as {@link insuredAgeFault} counts (`ageOn` of the start date):
 * the youngest was born `min` years before the start (28 February for a 29th the year lacks), the oldest the day after
 * `max + 1` years before it. A start date that cannot be read gives the whole birthday range. Total.
 * @example insuredBirthdayRange({ min: 18, max: 65 }, "2026-12-01", new Date("2026-11-29T04:00:00Z")) // { min: "1960-12-02", max: "2008-12-01" }
 * @example insuredBirthdayRange({ min: 0, max: 80 }, "2026-12-01", new Date("2026-11-29T04:00:00Z")) // { min: "1945-12-02", max: "2026-11-29" }
 */
export function insuredBirthdayRange(limits: AgeLimits, startDate: string, now: Date = new Date()): { min: string; max: string } {
  const whole = birthdayRange(now);
  const start = parseDateText(startDate);
  if (!start.ok || !Number.isInteger(limits.min) || !Number.isInteger(limits.max)) return whole;
  const youngest = formatDateParts(yearsBefore(start.parts, limits.min));
  const oldest = addDaysWith(formatDateParts(yearsBefore(start.parts, limits.max + 1)), 1);
  return { min: oldest > whole.min ? oldest : whole.min, max: youngest < whole.max ? youngest : whole.max };
}
