/**
 * How an order's or a policy's insured object reads (issue 20 item 7: "厂牌型号 and 品牌型号 repeat the same
 * value"): a handset's or vehicle's brand and model are one value, shown once.
 *
 * Decisions where the spec is silent:
 * - A model that already names its brand ("华为 Mate 60 Pro" with brand "华为") is shown as it is; otherwise the
 *   brand goes first ("Apple" + "iPhone 15" → "Apple iPhone 15"). Case and surrounding spaces are ignored when
 *   comparing; an empty part is left out.
 */
import type { Locale } from "../messages/locale";
import { localText, type LocalText } from "../product/local-text";

/**
 * The brand and model as one value, the brand never twice.
 * @example brandModelText("华为", "华为 Mate 60 Pro") // "华为 Mate 60 Pro"
 * @example brandModelText("Apple", "iPhone 15") // "Apple iPhone 15"
 * @example brandModelText("", "iPhone 15") // "iPhone 15"
 */
export function brandModelText(brand: string, model: string): string {
  const b = typeof brand === "string" ? brand.trim().slice(0, 100) : "";
  const m = typeof model === "string" ? model.trim().slice(0, 100) : "";
  if (b === "") return m;
  if (m === "") return b;
  if (m.toLowerCase().startsWith(b.toLowerCase())) return m;
  return `${b} ${m}`;
}

/**
 * The insured-object lines (label, value) that are not already shown elsewhere on the page: a line whose value
 * repeats one of `shown` (the insured's name under 被保险人, the vehicle's brand and model) or another line's
 * value is left out, so the same value never stands twice.
 * @example subjectLinesShown([{ label: "被保险人", value: "王一" }, { label: "IMEI", value: "490154203237518" }], ["王一"]) // [{ label: "IMEI", value: "490154203237518" }]
 */
export function subjectLinesShown<L extends { readonly label: string; readonly value: string }>(lines: readonly L[], shown: readonly string[]): L[] {
  const seen = new Set(shown.map((value) => value.trim()).filter((value) => value !== ""));
  const out: L[] = [];
  for (const line of lines) {
    const value = line.value.trim();
    if (value !== "" && seen.has(value)) continue;
    seen.add(value);
    out.push(line);
  }
  return out;
}

/**
 * The insured-object labels the insurer writes (the gateway answers them in Chinese), in English: the labels of the
 * lines of every line of business the mall sells or shows (booth, handset, home, vehicle, gas account).
 */
const SUBJECT_LABELS_EN: Readonly<Record<string, string>> = {
  展会主题: "Exhibition",
  展会地址: "Exhibition venue",
  展位号: "Booth number",
  布展天数: "Booth days",
  手机型号: "Phone model",
  品牌型号: "Brand and model",
  IMEI: "IMEI",
  保险标的地址: "Insured property address",
  车牌号: "Plate number",
  厂牌型号: "Make and model",
  被保险人: "Insured",
  用气地址: "Gas supply address",
  燃气户号: "Gas account number",
  燃气公司: "Gas company",
};

/**
 * An insured-object line's label in the customer's language: a label the mall knows in English when asked for
 * English; any other stays as the gateway wrote it, marked Chinese (data). Total.
 * @example subjectLabelText("展位号", "en") // { text: "Booth number", lang: "en" }
 * @example subjectLabelText("展位号", "zh-CN") // { text: "展位号", lang: "zh-CN" }
 * @example subjectLabelText("船名", "en") // { text: "船名", lang: "zh-CN" }
 */
export function subjectLabelText(label: string, locale: Locale): LocalText {
  const known = typeof label === "string" && Object.prototype.hasOwnProperty.call(SUBJECT_LABELS_EN, label.trim()) ? SUBJECT_LABELS_EN[label.trim()] : undefined;
  return localText(label, known, locale);
}
