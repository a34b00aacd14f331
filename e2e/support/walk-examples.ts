/**
 * The walk's example addresses (issue 20 item 5): screens that read their record from the address only show their
 * "missing" state when opened bare, so the walk also opens these, with real parameters from the demo world — each
 * read at test time from the fixtures' world with the default seed (`createDb()` and the fixtures' own resolvers),
 * the world the page's mock gateway builds, never copied. Every address is walked in all three modes after the
 * table's routes, with the same checks; its findings are listed in `walk-known.ts` under the whole address.
 *
 * The plan comparison is not an address of its own: it is part of the product page (the first entry).
 */
import { DEMO_ACCOUNT, createDb, productByCode, resolveCall } from "@micromall/fixtures";
import type { TableRoute } from "./route-table";

/** One example address: the route it opens, and the whole address (path and query) the walk goes to. */
export interface ExampleAddress extends TableRoute {
  /** What the address shows, for the report. */
  readonly shows: string;
  /** A text of the record the page must show (its number or name): the walk fails a page that shows its "missing" state. */
  readonly record: string;
}

/** The product with plans whose comparison has the most columns. */
const PRODUCT_WITH_PLANS = "EAJ_XM";

/** Builds the list from the demo world (throws when the world no longer has a record the walk needs). */
export function walkExamples(): readonly ExampleAddress[] {
  const db = createDb();
  const user = db.users.get(DEMO_ACCOUNT.mobile);
  if (user === undefined) throw new Error("walk-examples: the world has the demo account");
  const own = db.data.policies.filter((policy) => policy.owner === 0);
  const car = own.find((policy) => policy.detail.kind === "car")?.detail;
  const gas = own.find((policy) => policy.detail.kind === "gas")?.detail;
  const carClaim = db.data.claims.find((claim) => claim.owner === 0 && claim.detail.policyNo === car?.policyNo)?.detail;
  const issued = db.account(user).orders.find((order) => order.orderState === "2");
  const unpaid = db.account(user).orders.find((order) => order.orderState === "0");
  // a policy of persons in force (several insureds where the world has one): its detail, and the claim report on it
  const persons = own.filter((policy) => policy.detail.kind !== "car" && policy.detail.kind !== "gas" && policy.detail.policyState === "1").map((policy) => policy.detail);
  const reportable = persons.find((policy) => policy.insuredName.includes("|")) ?? persons[0];
  const surrender = resolveCall("surrenderOrderList", { mallId: user.mallId }, db);
  const surrenderable = surrender.kind === "ok" ? [surrender.data].flat()[0] : undefined;
  if (car === undefined || gas === undefined || carClaim === undefined || issued === undefined || unpaid === undefined || reportable === undefined || surrenderable === undefined || productByCode(PRODUCT_WITH_PLANS) === undefined) {
    throw new Error(`walk-examples: the world has ${PRODUCT_WITH_PLANS}, and the demo holder a car policy with a claim, a gas policy, an issued and an unpaid order, a policy of persons in force and a surrenderable policy`);
  }
  const at = (path: string, query: Record<string, string>, record: string, shows: string): ExampleAddress => ({
    path: `${path}?${new URLSearchParams(query).toString()}`,
    requireAuth: true,
    allowBack: true,
    shows,
    record,
  });
  const product = productByCode(PRODUCT_WITH_PLANS)?.summary.productName ?? "";
  // an application form as the product page opens it: the product with its first plan chosen
  const form = (code: string, shows: string): ExampleAddress => {
    const entry = productByCode(code);
    const plan = entry?.plans[0]?.planCode;
    if (entry === undefined || plan === undefined) throw new Error(`walk-examples: the world has ${code} with a plan`);
    return at("/inputInfo", { productCode: code, planCode: plan }, entry.summary.productName, shows);
  };
  return [
    // 学生意外险 (EAJ_XM): three plans side by side, the plan comparison with its 已选 / 有差异 marks, the notes
    at("/insureInfo", { productCode: PRODUCT_WITH_PLANS }, product, "the product page of 学生意外险 with its plan comparison"),
    // the demo account's first issued order (orderState 2): its details, the insured and the policy it made
    at("/orderDetails", { orderId: issued.orderNo }, issued.orderNo, `the demo account's issued order ${issued.orderNo}`),
    // the demo holder's car policy (粤B12345): its detail, endorsements and claims
    at("/policyDetails", { policyNo: car.policyNo }, car.policyNo, `the demo holder's car policy ${car.policyNo}`),
    // the same policy's notices: its renewal, endorsements and the car claim's progress
    at("/insure-message", { policyNo: car.policyNo }, carClaim.claimNo, `the notices of the car policy ${car.policyNo}`),
    // the demo holder's car claim (已查勘): its progress and timeline
    at("/claimClaims", { claimNo: carClaim.claimNo, kind: "car" }, carClaim.claimNo, `the car claim ${carClaim.claimNo}`),
    // the demo holder's gas policy as the line lookup shows it: its 用气地址 is a long address with a room number (customer report 3 H12)
    at("/policyGasMessage", { policyNo: gas.policyNo }, gas.policyNo, `the gas policy ${gas.policyNo}`),
    // the first policy the demo account can surrender: the surrender application with its refund and period
    at("/application", { policyNo: surrenderable.policyNo }, surrenderable.policyNo, `the surrender application of ${surrenderable.policyNo}`),
    // the demo account's unpaid order at the mall's cashier: the amount, the way to pay, what paying does
    at("/orderDetails", { orderId: unpaid.orderNo, step: "cashier" }, unpaid.orderNo, `the cashier of the unpaid order ${unpaid.orderNo}`),
    // a policy of persons in force: its insureds, covers with their sums, and its services
    at("/policyDetails", { policyNo: reportable.policyNo }, reportable.policyNo, `the policy of persons ${reportable.policyNo}`),
    // the claim report on that policy, chosen from the address: the insured to choose, the accident's date and time
    at("/claimApplication", { policyNo: reportable.policyNo }, reportable.policyNo, `the claim report on ${reportable.policyNo}`),
    // the application form of a cover of persons, its plan chosen: the plan select names each plan's price per person and
    // period, the longest text a select shows (customer rehearsal: cut in English at 375 px)
    form("LAY_JN", "the application form of 境内旅行意外险 with its 3-day plan"),
    // the exhibition form: a company as applicant, the booth, the most fields of any form
    form("ZHB", "the application form of 展会展位综合险"),
  ];
}
