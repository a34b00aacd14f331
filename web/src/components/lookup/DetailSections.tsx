/**
 * The one detail shape: labelled sections of label/value rows. A row with a mask shows its value through domain's
 * mask (names, identity numbers, mobiles); a row without a value is left out (never an empty line).
 */
import type { ReactNode } from "react";
import type { MaskKind } from "@micromall/domain";
import { Masked } from "../../ui";
import styles from "./detail.module.css";

/** One row of a section. */
export interface DetailRow {
  readonly label: string;
  readonly value: ReactNode;
  /** Show a text value masked. */
  readonly mask?: MaskKind;
}

/** One labelled section. */
export interface DetailSection {
  readonly title: string;
  readonly rows: readonly DetailRow[];
}

/** Props of {@link DetailSections}. */
export interface DetailSectionsProps {
  readonly sections: readonly DetailSection[];
}

/**
 * Sections of label/value rows, each a region named by its heading.
 * @example <DetailSections sections={[{ title: "保单信息", rows: [{ label: "保单号", value: "P1" }, { label: "证件号码", value: id, mask: "idNumber" }] }]} />
 */
export function DetailSections({ sections }: DetailSectionsProps) {
  return (
    <>
      {sections.map((section) => {
        const rows = section.rows.filter((row) => row.value !== undefined && row.value !== null && row.value !== "");
        if (rows.length === 0) return null;
        const id = `detail-${section.title}`;
        return (
          <section key={section.title} className={styles.section} aria-labelledby={id}>
            <h2 id={id} className={styles.sectionTitle}>
              {section.title}
            </h2>
            <dl className={styles.pairs}>
              {rows.map((row) => (
                <div key={row.label} className={styles.pair}>
                  <dt>{row.label}</dt>
                  <dd>{row.mask !== undefined && typeof row.value === "string" ? <Masked kind={row.mask} value={row.value} /> : row.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </>
  );
}
