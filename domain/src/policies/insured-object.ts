/**
 * How an order's or a policy's insured object reads (issue 20 item 7: "厂牌型号 and 品牌型号 repeat the same
 * value"): a handset's or vehicle's brand and model are one value, shown once.
 *
 * Decisions where the spec is silent:
 * - A model that already names its brand ("华为 Mate 60 Pro" with brand "华为") is shown as it is; otherwise the
 *   brand goes first ("Apple" + "iPhone 15" → "Apple iPhone 15"). Case and surrounding spaces are ignored when
 *   comparing; an empty part is left out.
 */

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
