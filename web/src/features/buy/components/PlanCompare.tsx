/**
 * A product's plans side by side (issue 9 "plans compared side by side, differences highlighted"): first the
 * choice of plan (one radio per plan: name, tier, premium), then one table with a column per plan (cheapest
 * first) and a row per cover item; rows whose sums differ between the plans are highlighted and say so in
 * words ("有差异"), so the difference is not told by colour alone; the chosen plan's column is highlighted too.
 * The comparison itself is domain's `comparePlans`. Each premium names the period it pays for ("¥25.00/3天", customer
 * report F2): a plan's price is for one cover period of the product, which the form opens with.
 *
 * Decisions where the spec is silent: on a 375 px screen three plans fit beside the cover names (sums in 万,
 * domain's `sumInsuredLabel`); more plans scroll sideways inside the table's own region (the cover names stay put), never
 * the page; when they do (English, elder mode), a line under the title says how many plans there are and that the
 * table scrolls (customer rehearsal 3: the third plan was cut without a word). A missing cover reads "不保" (not
 * covered), never an empty cell.
 */
import { useState } from "react";
import { coverNameText, sumInsuredLabel, type PlanComparison } from "@micromall/domain";
import { Amount, DATA_LANG } from "../../../ui";
import { useOverflowsX } from "../../../ui/use-overflows-x";
import { useLocale, useMessages } from "../../../i18n";
import { PRODUCT_MESSAGES } from "../product.messages";
import styles from "./product.module.css";

/** Props of {@link PlanCompare}. */
export interface PlanCompareProps {
  readonly comparison: PlanComparison;
  readonly selected: string;
  readonly onSelect: (planCode: string) => void;
  /** What one premium covers, as the product page says it ("/3天"), "" when the period is not known. */
  readonly per?: string;
}

/**
 * The plan choice and the comparison table.
 * @example <PlanCompare comparison={comparePlans(plans)} selected={code} onSelect={setCode} />
 */
export function PlanCompare({ comparison, selected, onSelect, per = "" }: PlanCompareProps) {
  const t = useMessages(PRODUCT_MESSAGES);
  const locale = useLocale();
  const { columns, rows } = comparison;
  const tierOf = (tier: string) => (tier === "only" ? "" : t(`product.tier.${tier as "basic"}`));
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const scrolls = useOverflowsX(scroller);
  return (
    <>
      <fieldset className={styles.planChoice}>
        <legend className={styles.sectionTitle}>{t("product.plans")}</legend>
        {columns.map((column) => (
          <label key={column.planCode} className={[styles.planOption, column.planCode === selected ? styles.planOptionChosen : ""].join(" ")}>
            <input type="radio" name="plan" value={column.planCode} checked={column.planCode === selected} onChange={() => onSelect(column.planCode)} />
            <span className={styles.planOptionName}>
              <span lang={DATA_LANG}>{column.planName}</span>
              {tierOf(column.tier) === "" ? null : <span className={styles.tier}>{tierOf(column.tier)}</span>}
            </span>
            <Amount value={column.premiumFen} unit="fen" suffix={per} />
          </label>
        ))}
      </fieldset>

      <section aria-labelledby="plan-compare-title" className={styles.section}>
        <h2 id="plan-compare-title" className={styles.sectionTitle}>
          {t("product.compare")}
        </h2>
        <p className={styles.hint}>{t("product.compareHint")}</p>
        {scrolls ? (
          <p id="plan-compare-scroll" className={styles.hint}>
            {t("product.compareScroll", { count: columns.length })}
          </p>
        ) : null}
        <div ref={setScroller} className={styles.tableScroll} role="region" aria-labelledby="plan-compare-title" aria-describedby={scrolls ? "plan-compare-scroll" : undefined} tabIndex={0}>
          <table className={styles.compare}>
            <thead>
              <tr>
                <th scope="col">{t("product.cover")}</th>
                {columns.map((column) => (
                  <th key={column.planCode} scope="col" className={column.planCode === selected ? styles.chosen : undefined}>
                    <span lang={DATA_LANG}>{column.planName}</span>
                    {tierOf(column.tier) === "" ? null : <span className={styles.tier}>{tierOf(column.tier)}</span>}
                    {column.planCode === selected ? <span className={styles.chosenMark}>{t("product.selected")}</span> : null}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const name = coverNameText(row, locale);
                return (
                  <tr key={row.name} className={row.differs ? styles.differs : undefined}>
                    <th scope="row">
                      <span lang={name.lang}>{name.text}</span>
                      {row.differs ? <span className={styles.differsMark}>{t("product.differs")}</span> : null}
                    </th>
                    {row.sums.map((sum, index) => (
                      <td key={columns[index]?.planCode ?? index} className={columns[index]?.planCode === selected ? styles.chosen : undefined}>
                        {sum === null ? t("product.notCovered") : sumInsuredLabel(sum, locale)}
                      </td>
                    ))}
                  </tr>
                );
              })}
              <tr className={comparison.premiumDiffers ? styles.differs : undefined}>
                <th scope="row">
                  {t("product.premium")}
                  {comparison.premiumDiffers ? <span className={styles.differsMark}>{t("product.differs")}</span> : null}
                </th>
                {columns.map((column) => (
                  <td key={column.planCode} className={column.planCode === selected ? styles.chosen : undefined}>
                    <Amount value={column.premiumFen} unit="fen" suffix={per} />
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
