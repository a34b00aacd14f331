/**
 * The one tariff of the mall (issue 18 §2): every premium figure — a product's "from" price, the plan table, the
 * live premium of a form, a car renewal offer, every car step, the order, the policy and the refund — is
 * computed here, so the figures a customer sees on one screen are the figures the next one charges.
 *
 * The rule (integer fen throughout, no floating sums on the way):
 * - A plan has a premium for one cover period of its product (a year, or the days of a trip/show). A car plan's
 *   premium is the car rule of its covers ({@link carCoversFen}); a car choice (`covers`) is priced by that rule
 *   whatever the plan.
 * - A running limited-time discount of the plan (`PlanDiscount`, ending after `now`) replaces the plan's premium
 *   by the discounted one. An ended discount changes nothing.
 * - The duration (days for short covers, years for annual ones) multiplies the premium by the cover periods
 *   started; then × insured persons × copies.
 * - A renewal offer states a discount in percent of that total (`renewalDiscountPercent`, 0–50); the premium is
 *   the total minus the discount rounded to the fen.
 * - A refund is the unused whole days of the paid premium, pro rata, rounded down ({@link refundFen}).
 *
 * Car rule (a simplified tariff of the 2020 terms): compulsory ¥950; vehicle damage ¥600 + 1.5% of the sum;
 * third party by limit (a table); on-board persons 0.4% of the per-seat limit × 5 seats; the scratch rider by
 * its sum (a table); the medical rider 2% of its limit.
 */
import type { Plan } from "../gateway/payloads";
import type { PlanDiscount } from "../gateway/product-payloads";
import { CAR_COVER_CODES, type CarCoverCode } from "./car-cover-codes";
import { carCoverProblems, type CarCoverChoice } from "./car-insure";
import { parseChinaTime } from "./countdown";

/** Most insured persons of one proposal. */
export const MAX_TARIFF_INSURED = 20;
/** Most copies of one proposal. */
export const MAX_TARIFF_COPIES = 10;
/** Longest duration a proposal may ask for: in days for short covers, in years for annual ones. */
export const MAX_TARIFF_DURATION = 366;
/** Largest renewal discount an offer may state, percent. */
export const MAX_RENEWAL_DISCOUNT_PERCENT = 50;

/** What the tariff needs of a product. */
export interface TariffProduct {
  readonly productCode: string;
  /** The cover period of one premium, days (365 and more: annual, durations in years). */
  readonly durationDays: number;
  readonly plans: readonly Pick<Plan, "planCode" | "premiumFen">[];
}

/** A customer's choice. */
export interface TariffChoice {
  readonly planCode: string;
  /** Days for a short cover, years for an annual one; default one cover period. */
  readonly duration?: number;
  /** Insured persons, default 1. */
  readonly insuredCount?: number;
  /** Copies, default 1. */
  readonly quantity?: number;
  /** A car choice: priced by its covers instead of the plan's premium. */
  readonly covers?: CarCoverChoice;
  /** The discount a renewal offer states, whole percent. */
  readonly renewalDiscountPercent?: number;
}

/** What is running when the tariff is asked. */
export interface TariffContext {
  /** The limited-time discounts of the shelf. */
  readonly discounts?: readonly PlanDiscount[];
  /** The moment of the quote (for the discounts' ends); default the current time. */
  readonly now?: Date;
}

/** A quote: the figures of one choice, or why the choice cannot be priced. */
export type TariffQuote =
  | {
      readonly ok: true;
      /** One cover period for one person and copy, after a limited-time discount. */
      readonly unitFen: number;
      /** Cover periods started by the duration. */
      readonly periods: number;
      /** One person and copy over the whole duration. */
      readonly premiumFen: number;
      /** The renewal discount taken off the total. */
      readonly renewalDiscountFen: number;
      /** What the customer pays: premiumFen × persons × copies − the renewal discount. */
      readonly sumPremium: number;
      /** Whether a limited-time discount was applied. */
      readonly discounted: boolean;
    }
  | { readonly ok: false; readonly reason: "plan" | "count" | "duration" | "covers" | "discount" };

const YUAN = 100;
const WAN = 10_000 * YUAN;
/** The compulsory cover's premium, integer fen (¥950). */
export const COMPULSORY_PREMIUM_FEN = 950 * YUAN;
const THIRD_PARTY_FEN: Readonly<Record<number, number>> = {
  [10 * WAN]: 620 * YUAN,
  [20 * WAN]: 820 * YUAN,
  [50 * WAN]: 1_050 * YUAN,
  [100 * WAN]: 1_280 * YUAN,
  [150 * WAN]: 1_420 * YUAN,
  [200 * WAN]: 1_530 * YUAN,
  [300 * WAN]: 1_720 * YUAN,
};
const SCRATCH_FEN: Readonly<Record<number, number>> = { 200_000: 280 * YUAN, 500_000: 450 * YUAN, [WAN]: 680 * YUAN, [2 * WAN]: 1_080 * YUAN };

/** The premium of one commercial cover at its sum (integer fen), or null for a sum the tariff does not price. */
function coverFen(code: CarCoverCode, sum: number): number | null {
  switch (code) {
    case "DDA":
      return 600 * YUAN + Math.round(sum * 0.015);
    case "DDB":
      return Object.hasOwn(THIRD_PARTY_FEN, sum) ? (THIRD_PARTY_FEN[sum] ?? null) : null;
    case "DDC":
      return Math.round(sum * 0.004) * 5;
    case "DDE":
      return Object.hasOwn(SCRATCH_FEN, sum) ? (SCRATCH_FEN[sum] ?? null) : null;
    case "DDF":
      return Math.round(sum * 0.02);
  }
}

/**
 * The car premium of a choice for one year (compulsory included), or null when the choice breaks a rule of the
 * covers (`carCoverProblems`) or is not a choice.
 * @example carCoversFen({ DDB: 200_000_000 }) // 248000
 */
export function carCoversFen(covers: CarCoverChoice): number | null {
  const premiums = carCoverPremiums(covers);
  return premiums === null ? null : Object.values(premiums).reduce((total, fen) => total + fen, 0);
}

/**
 * The one-year premium of each cover of a choice, by cover code, the compulsory cover (`BZ`) first; null when the
 * choice breaks a rule of the covers (`carCoverProblems`), prices a sum the tariff does not, or is not a choice.
 * Together they are {@link carCoversFen}: a car policy's covers show what each costs (customer rehearsal: every
 * cover showed the same share of the total).
 * @example carCoverPremiums({ DDB: 200_000_000 }) // { BZ: 95000, DDB: 153000 }
 */
export function carCoverPremiums(covers: CarCoverChoice): Readonly<Partial<Record<"BZ" | CarCoverCode, number>>> | null {
  if (typeof covers !== "object" || covers === null || carCoverProblems(covers).length > 0) return null;
  const premiums: Partial<Record<"BZ" | CarCoverCode, number>> = { BZ: COMPULSORY_PREMIUM_FEN };
  for (const code of CAR_COVER_CODES) {
    const sum = covers[code];
    if (sum === undefined) continue;
    const fen = coverFen(code, sum);
    if (fen === null) return null;
    premiums[code] = fen;
  }
  return premiums;
}

/**
 * The limited-time discount of a plan running at `now`, if any.
 * @example runningDiscount(discounts, "EAJ", "EAJ02", now)?.premiumFen // 15900
 */
export function runningDiscount(discounts: readonly PlanDiscount[], productCode: string, planCode: string, now: Date): PlanDiscount | undefined {
  const nowMs = now.getTime();
  return discounts.find((discount) => {
    if (discount.productCode !== productCode || discount.planCode !== planCode) return false;
    const ends = parseChinaTime(discount.endsAt);
    return ends.ok && ends.epochMs > nowMs && Number.isSafeInteger(discount.premiumFen) && discount.premiumFen >= 0;
  });
}

const wholeIn = (value: number | undefined, fallback: number, min: number, max: number): number | null => {
  const n = value ?? fallback;
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : null;
};

/**
 * The quote of a choice: the one pricing function of the mall.
 * @example quoteTariff({ productCode: "EAJ", durationDays: 365, plans: [{ planCode: "EAJ01", premiumFen: 5000 }] }, { planCode: "EAJ01", insuredCount: 2 }) // { ok: true, sumPremium: 10000, … }
 */
export function quoteTariff(product: TariffProduct, choice: TariffChoice, context: TariffContext = {}): TariffQuote {
  const plan = product.plans.find((candidate) => candidate.planCode === choice.planCode);
  if (plan === undefined) return { ok: false, reason: "plan" };
  const count = wholeIn(choice.insuredCount, 1, 1, MAX_TARIFF_INSURED);
  const copies = wholeIn(choice.quantity, 1, 1, MAX_TARIFF_COPIES);
  if (count === null || copies === null) return { ok: false, reason: "count" };
  const annual = product.durationDays >= 365;
  const duration = wholeIn(choice.duration, annual ? 1 : product.durationDays, 1, MAX_TARIFF_DURATION);
  if (duration === null || !(product.durationDays >= 1)) return { ok: false, reason: "duration" };
  const percent = wholeIn(choice.renewalDiscountPercent, 0, 0, MAX_RENEWAL_DISCOUNT_PERCENT);
  if (percent === null) return { ok: false, reason: "discount" };
  const periods = annual ? duration : Math.ceil(duration / product.durationDays);
  let unitFen: number;
  let discounted = false;
  if (choice.covers !== undefined) {
    const car = carCoversFen(choice.covers);
    if (car === null) return { ok: false, reason: "covers" };
    unitFen = car;
  } else {
    const running = runningDiscount(context.discounts ?? [], product.productCode, plan.planCode, context.now ?? new Date());
    discounted = running !== undefined && running.premiumFen < plan.premiumFen;
    unitFen = discounted && running !== undefined ? running.premiumFen : plan.premiumFen;
  }
  const premiumFen = unitFen * periods;
  const total = premiumFen * count * copies;
  const renewalDiscountFen = Math.round((total * percent) / 100);
  return { ok: true, unitFen, periods, premiumFen, renewalDiscountFen, sumPremium: total - renewalDiscountFen, discounted };
}

/**
 * A product's "from" price: the cheapest plan for one person, one copy, one cover period, with the discounts
 * running at `now`; null for a product without plans.
 * @example fromPriceFen({ productCode: "PHN", durationDays: 365, plans: [{ planCode: "PHN01", premiumFen: 4900 }] }) // 4900
 */
export function fromPriceFen(product: TariffProduct, context: TariffContext = {}): number | null {
  let best: number | null = null;
  for (const plan of product.plans) {
    const quote = quoteTariff(product, { planCode: plan.planCode }, context);
    if (quote.ok && (best === null || quote.sumPremium < best)) best = quote.sumPremium;
  }
  return best;
}

/**
 * The plans as the plan table shows them: each at its tariff for one person and period (discounts applied).
 * @example pricedPlans(product, { discounts, now })[0]?.premiumFen
 */
export function pricedPlans(product: Omit<TariffProduct, "plans"> & { readonly plans: readonly Plan[] }, context: TariffContext = {}): Plan[] {
  return product.plans.map((plan) => {
    const quote = quoteTariff(product, { planCode: plan.planCode }, context);
    return { ...plan, items: plan.items.map((item) => ({ ...item })), premiumFen: quote.ok ? quote.sumPremium : plan.premiumFen };
  });
}

const DAY_MS = 86_400_000;
const dayNumber = (text: string): number | null => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? Date.parse(`${text}T00:00:00Z`) / DAY_MS : null);

/**
 * The refund of a surrender: the unused whole days of the paid premium, pro rata, rounded down to the fen (today
 * counts as used); the whole premium before the cover starts, nothing after it ends. Dates `YYYY-MM-DD` (China); 0 when a date is
 * not one or the premium is not a whole number of fen.
 * @example refundFen(36_500, "2026-01-01", "2026-12-31", "2026-07-02") // 18_200 — 182 of 365 days unused
 */
export function refundFen(sumPremium: number, startDate: string, endDate: string, today: string): number {
  const start = dayNumber(startDate);
  const end = dayNumber(endDate);
  const now = dayNumber(today);
  if (start === null || end === null || now === null || !Number.isSafeInteger(sumPremium) || sumPremium < 0) return 0;
  const totalDays = Math.max(1, end - start + 1);
  if (now < start) return sumPremium;
  const usedDays = Math.min(totalDays, now - start + 1);
  return Math.floor((sumPremium * (totalDays - usedDays)) / totalDays);
}
