/**
 * Rules of the customer's own data kept in the mall (spec §2 "Account data", issue 13): what an identity number
 * fills in (type 01: birthday and sex), the wallet's card tabs, a card's amount in the card format, and the share
 * link of a card. The relationship code table of frequent contacts is `relationships.ts`'s.
 *
 * Decisions where the spec is silent:
 * - A contact's birthday is `YYYY-MM-DD` and its sex the gateway's "1" male / "2" female; an identity number
 *   of type 01 (and 14, the same number rule) fills both; any other type leaves them to the customer.
 * - Card tabs: state 0 → unused, 1 → activated, 2 → expired; an unused card whose `validTo` day has passed
 *   (China date) counts as expired even before the gateway says so. A card the customer gave away (the friend
 *   received it: the owner's answer names the receiver in `sharedTo`) is in its own tab, shared, whatever its
 *   state: it is no longer the customer's to share or activate (issue 18).
 * - A card's `amount` is integer fen; the wallet shows it in yuan with `formatCardAmount` (1.5万).
 * - A shared card travels as a link to /cardShareTo carrying ONLY the gateway's one-time reference
 *   (`shareRef` of the card's answer): never the card number's password, never the number itself. Who sent
 *   it and what it covers come from the gateway when the receiver opens the link, so a crafted link cannot
 *   put its own words on the insurer's page.
 */
import { chinaDateParts, formatDateParts } from "../calendar/china-date";
import { formatCardAmount } from "../money/index";
import { parseIdCard } from "../identity/index";
import { DEFAULT_LOCALE, type Locale } from "../messages/locale";

/** What an identity number tells about its holder. */
export interface IdentityFacts {
  /** `YYYY-MM-DD`. */
  readonly birthday: string;
  /** "1" male, "2" female (the gateway's contact codes). */
  readonly sex: "1" | "2";
}

/**
 * Birthday and sex read from an identity number of type 01 or 14; null for other types or an invalid number.
 * @example identityFacts("01", "11010519491231002X") // { birthday: "1949-12-31", sex: "2" }
 * @example identityFacts("06", "E12345678") // null
 */
export function identityFacts(type: string, number: string, now?: Date): IdentityFacts | null {
  if (type !== "01" && type !== "14") return null;
  const parsed = now === undefined ? parseIdCard(number) : parseIdCard(number, { now });
  if (!parsed.ok) return null;
  return { birthday: parsed.birthDate, sex: parsed.sex === "male" ? "1" : "2" };
}

/** The tabs of the card wallet. */
export type CardTab = "unused" | "activated" | "expired" | "shared";

/** The tabs in the order the wallet shows them. */
export const CARD_TABS: readonly CardTab[] = ["unused", "activated", "expired", "shared"];

/** The part of a wallet card the tab rule reads. */
export interface CardStateFields {
  readonly state: "0" | "1" | "2";
  readonly validTo: string;
  /** Who received the card the customer shared (masked); absent while the card is the customer's. */
  readonly sharedTo?: string | undefined;
}

/**
 * The tab a card belongs in (see the module comment); `today` is the China date `YYYY-MM-DD`.
 * @example cardTab({ state: "0", validTo: "2030-01-01" }, "2026-11-23") // "unused"
 * @example cardTab({ state: "0", validTo: "2026-11-22" }, "2026-11-23") // "expired"
 * @example cardTab({ state: "1", validTo: "2020-01-01" }, "2026-11-23") // "activated"
 * @example cardTab({ state: "1", validTo: "2030-01-01", sharedTo: "李*" }, "2026-11-23") // "shared"
 */
export function cardTab(card: CardStateFields, today: string): CardTab {
  if (card.sharedTo !== undefined && card.sharedTo !== "") return "shared";
  if (card.state === "1") return "activated";
  if (card.state === "2") return "expired";
  return card.validTo !== "" && card.validTo.slice(0, 10) < today ? "expired" : "unused";
}

/**
 * The tab a card belongs in at an instant (its China date).
 * @example cardTabAt({ state: "0", validTo: "2026-11-22" }, new Date("2026-11-23T02:00:00Z")) // "expired"
 */
export function cardTabAt(card: CardStateFields, now: Date = new Date()): CardTab {
  return cardTab(card, formatDateParts(chinaDateParts(now)));
}

/** The part of a wallet card the activation's insured rule reads. */
export interface CardInsuredFields {
  readonly cardNo: string;
  /** The card covers a named person (`InsuranceCard.insuredRequired`). */
  readonly insuredRequired?: boolean | undefined;
}

/**
 * Whether activating the card numbered `cardNo` names the insured (issue 20 item 8): a card of the customer's
 * wallet says so itself (`insuredRequired`: an accident or travel card covers a named person; a home or handset
 * card does not). A number that is not one of the wallet's cards (being typed, or a card the gateway does not list)
 * asks nothing: the fields would come and go while it is typed, and the gateway says at the card number what it
 * refuses. The number is compared trimmed and case-blind. Total and linear.
 * @example activationNeedsInsured("K2026001", [{ cardNo: "K2026001", insuredRequired: true }]) // true
 * @example activationNeedsInsured("K2026002", [{ cardNo: "K2026002" }]) // false
 * @example activationNeedsInsured("K2026999", [{ cardNo: "K2026002", insuredRequired: true }]) // false
 * @example activationNeedsInsured("", [{ cardNo: "K2026002", insuredRequired: true }]) // false
 */
export function activationNeedsInsured(cardNo: string, cards: readonly CardInsuredFields[]): boolean {
  return walletCard(cardNo, cards)?.insuredRequired === true;
}

/** Where the activation form says the gateway's refusal of an activation (see {@link cardActivationRefusal}). */
export type CardRefusalPlace =
  /** The number is the wallet's own: the password is what is wrong (at 卡密码, the number untouched). */
  | { readonly at: "cardPassword" }
  /** A number the customer typed: the number or the password is wrong, and nobody can say which (both fields). */
  | { readonly at: "both" }
  /** The insured the form names (the gateway's own words, at that field). */
  | { readonly at: "insuredName" }
  | { readonly at: "identifyNumber" }
  /** The card itself (used, expired, given away; the gateway's own words, at the number). */
  | { readonly at: "cardNo" };

/** A refusal about the card's password ("卡号或密码错误"): the gateway names the password. */
const CREDENTIALS_REFUSAL = /密码|password/i;
/** A refusal about the insured person. */
const INSURED_REFUSAL = /被保险人|insured/i;
/** …and within it, about the identity document rather than the name. */
const INSURED_DOCUMENT_REFUSAL = /证件|号码|document|number/i;

/**
 * Where a card activation's refusal is said: at the field the customer can fix (customer report 3 H13). A
 * "number or password wrong" answer (the gateway names the password) for a number that is one of the wallet's
 * cards (prefilled by "activate", or typed and the same) is the password's fault: the wallet itself vouches for
 * the number. For a number the wallet does not hold, the answer cannot say which of the two is wrong, so the form
 * names both. A refusal about the insured goes to the insured's name or identity number; anything else (the card
 * is used, expired, given away) is about the card, at its number. The number is compared trimmed and case-blind,
 * like {@link activationNeedsInsured}; `named` says the form shows the insured. Total and linear.
 * @example cardActivationRefusal("卡号或密码错误", "K2026001", [{ cardNo: "K2026001" }]) // { at: "cardPassword" }
 * @example cardActivationRefusal("卡号或密码错误", "K2026999", [{ cardNo: "K2026001" }]) // { at: "both" }
 * @example cardActivationRefusal("该卡已激活", "K2026001", [{ cardNo: "K2026001" }]) // { at: "cardNo" }
 * @example cardActivationRefusal("被保险人证件号码格式不正确", "K2026001", [{ cardNo: "K2026001" }], true) // { at: "identifyNumber" }
 */
export function cardActivationRefusal(message: string, cardNo: string, cards: readonly CardInsuredFields[], named = false): CardRefusalPlace {
  const text = typeof message === "string" ? message : "";
  if (named && INSURED_REFUSAL.test(text)) return { at: INSURED_DOCUMENT_REFUSAL.test(text) ? "identifyNumber" : "insuredName" };
  if (!CREDENTIALS_REFUSAL.test(text)) return { at: "cardNo" };
  return isWalletCard(cardNo, cards) ? { at: "cardPassword" } : { at: "both" };
}

/**
 * A card's sum insured (integer fen) in yuan: in Chinese the card format (units of 万 from 1000, spec §9); in
 * English there is no 万, so the yuan are written whole with thousands separators and at most two decimals
 * (issue 20 item 1). "" for what is not an amount.
 * @example cardAmountText(1_500_000) // "1.5万"
 * @example cardAmountText(80_000) // "800"
 * @example cardAmountText(10_000_000, "en") // "100,000"
 * @example cardAmountText(123_456, "en") // "1,234.56"
 */
export function cardAmountText(amountFen: number, locale: Locale = DEFAULT_LOCALE): string {
  const yuan = typeof amountFen === "number" && Number.isFinite(amountFen) ? Math.round(amountFen) / 100 : Number.NaN;
  if (locale !== "en") return formatCardAmount(yuan);
  return Number.isFinite(yuan) ? yuan.toLocaleString("en-US", { maximumFractionDigits: 2 }) : "";
}

/** The region and street of a saved address (the parts of the gateway's `Address` the line reads). */
export interface AddressParts {
  readonly province: string;
  readonly city: string;
  readonly district: string;
  readonly detail: string;
}

/** The longest address line answered (the longest address field of a form is 100 characters). */
const ADDRESS_TEXT_MAX = 200;

/**
 * A saved address as one line, as a form's address field takes it (issue 18: the buying form fills the home's
 * address from a saved one): province, city (left out when it repeats a municipality's province), district,
 * then the detail, each trimmed. Total: anything that is not an address answers "".
 * @example addressText({ province: "四川省", city: "成都市", district: "武侯区", detail: "幸福路1号" }) // "四川省成都市武侯区幸福路1号"
 * @example addressText({ province: "上海市", city: "上海市", district: "徐汇区", detail: "漕溪北路8号" }) // "上海市徐汇区漕溪北路8号"
 */
export function addressText(address: AddressParts): string {
  if (typeof address !== "object" || address === null) return "";
  const part = (value: unknown) => (typeof value === "string" ? value.slice(0, ADDRESS_TEXT_MAX).trim() : "");
  const province = part(address.province);
  const city = part(address.city);
  return [province, city === province ? "" : city, part(address.district), part(address.detail)].join("").slice(0, ADDRESS_TEXT_MAX);
}

/** The receiver's page of a shared card. */
export const CARD_SHARE_TO_PATH = "/cardShareTo";

/** A one-time share reference: 8–64 letters, digits, `-` or `_`. */
const SHARE_REF = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Whether a text can be a one-time share reference (what a /cardShareTo link may carry).
 * @example isShareRef("S1a2b3c4d5") // true
 * @example isShareRef("<script>") // false
 */
export function isShareRef(input: string | null | undefined): input is string {
  return typeof input === "string" && SHARE_REF.test(input);
}

/**
 * The in-app path of a shared card's receiver page: the reference alone. Total: a value that is not a share
 * reference (see {@link isShareRef}) gives the receiver page without one, which explains an invalid link.
 * @example cardSharePath("S1a2b3c4d5") // "/cardShareTo?ref=S1a2b3c4d5"
 * @example cardSharePath("\uD800") // "/cardShareTo"
 */
export function cardSharePath(shareRef: string): string {
  return isShareRef(shareRef) ? `${CARD_SHARE_TO_PATH}?ref=${encodeURIComponent(shareRef)}` : CARD_SHARE_TO_PATH;
}

/**
 * The reference a receiver page's query carries, or null when it has none or not a valid one.
 * @example shareRefOf("?ref=S1a2b3c4d5") // "S1a2b3c4d5"
 * @example shareRefOf("?ref=x") // null
 */
export function shareRefOf(search: string): string | null {
  const ref = new URLSearchParams(search).get("ref");
  return isShareRef(ref) ? ref : null;
}

/**
 * The wallet's card an activation form's number names (trimmed, case-blind), so the form can say which card it
 * activates (customer rehearsal 5: scrolled to the form, nothing said which card); undefined for a number typed
 * that is none of the wallet's.
 * @example walletCardOf(" k2026000001 ", [{ cardNo: "K2026000001", cardName: "意外险卡" }])?.cardName // "意外险卡"
 */
export function walletCardOf<C extends CardInsuredFields>(cardNo: string, cards: readonly C[]): C | undefined {
  return walletCard(cardNo, cards) as C | undefined;
}

/** The wallet's card numbered `cardNo` (trimmed, case-blind), if any. */
function walletCard(cardNo: string, cards: readonly CardInsuredFields[]): CardInsuredFields | undefined {
  if (typeof cardNo !== "string" || !Array.isArray(cards)) return undefined;
  const wanted = cardNo.trim().toUpperCase();
  if (wanted === "") return undefined;
  return cards.find((candidate) => typeof candidate.cardNo === "string" && candidate.cardNo.toUpperCase() === wanted);
}

/** Whether `cardNo` is one of the wallet's cards. */
function isWalletCard(cardNo: string, cards: readonly CardInsuredFields[]): boolean {
  return walletCard(cardNo, cards) !== undefined;
}
