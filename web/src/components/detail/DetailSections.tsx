/**
 * The shared "detail" shape of the policy, claim, invoice and surrender screens (issue 10 "one engine"):
 * labelled sections, each a `<section>` named by its `<h2>` holding label/value rows as a description list,
 * and optionally content of its own under the rows (a list, a note, actions). A screen configures it with
 * data; it knows nothing about policies.
 *
 * Decisions:
 * - A row whose value is empty (`""` or blank text, null, undefined, a `Masked` of nothing) is left out rather
 *   than shown blank, so a detail never shows a label with nothing after it (F17: an insured's 手机号 without a
 *   number); a section with neither rows nor content is left out too. Hand text with `mask` rather than an
 *   element, so the emptiness is the text's.
 * - Values keep their own markup (a badge, an `Amount`, a `Masked`), so masks and money formats stay the
 *   domain's; a text value can also name its mask (`mask: "idNumber"`) and is then shown through domain's mask.
 * - A value that is data (a name, an address, a product as the gateway gave it) says so (`data: true`) and is
 *   marked `lang="zh-CN"` (ui/DataText); a masked value is data already.
 * - A value never breaks inside a word (a policy number, a date) while the row has room: it goes under its label
 *   when it does not fit beside it (issue 20 item 2, elder mode's large text).
 */
import { Fragment, isValidElement, useId, type ReactNode } from "react";
import type { MaskKind } from "@micromall/domain";
import { DATA_LANG, Masked } from "../../ui";
import styles from "./detail.module.css";

/** One label/value row. */
export interface DetailRow {
  readonly label: string;
  readonly value: ReactNode;
  /** Show a text value masked (names, identity numbers, mobiles). */
  readonly mask?: MaskKind;
  /** The value is data (a name as the gateway gave it), not the mall's words. */
  readonly data?: boolean;
  /** The label is data (a cover's or a subject line's name as the gateway gave it), marked `lang="zh-CN"`. */
  readonly dataLabel?: boolean;
  /** React key (default: the label). */
  readonly key?: string;
}

/** One section of a detail. */
export interface DetailSection {
  /** The section's heading (its accessible name). */
  readonly title: string;
  /** The heading is data (a benefit's or product's name as the gateway gave it), marked `lang="zh-CN"`. */
  readonly dataTitle?: boolean;
  readonly rows?: readonly DetailRow[];
  /** Content under the rows. */
  readonly children?: ReactNode;
  /** React key (default: the title). */
  readonly key?: string;
}

/** Props of {@link DetailSections}. */
export interface DetailSectionsProps {
  readonly sections: readonly DetailSection[];
  readonly className?: string;
}

/** Nothing to show: no value, blank text, or a mask of nothing (a `Masked` element handed as the value). */
function isEmpty(value: ReactNode): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === "string") return value.trim() === "";
  if (isValidElement<{ value?: unknown }>(value) && value.type === Masked) return typeof value.props.value !== "string" || value.props.value.trim() === "";
  return false;
}

/**
 * Labelled sections of label/value rows.
 * @example <DetailSections sections={[{ title: "保单信息", rows: [{ label: "保单号", value: policy.policyNo }, { label: "证件号码", value: id, mask: "idNumber" }] }]} />
 */
export function DetailSections({ sections, className }: DetailSectionsProps) {
  return (
    <div className={className}>
      {sections.map((section) => (
        <Section key={section.key ?? section.title} section={section} />
      ))}
    </div>
  );
}

function Section({ section }: { readonly section: DetailSection }) {
  const headingId = useId();
  const rows = (section.rows ?? []).filter((row) => !isEmpty(row.value));
  const hasContent = !isEmpty(section.children);
  if (rows.length === 0 && !hasContent) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading} lang={section.dataTitle === true ? DATA_LANG : undefined}>
        {section.title}
      </h2>
      {rows.length === 0 ? null : (
        <dl className={styles.rows}>
          {rows.map((row) => (
            <div key={row.key ?? row.label} className={styles.row}>
              <dt className={styles.label} lang={row.dataLabel === true ? DATA_LANG : undefined}>
                {row.label}
              </dt>
              <dd className={styles.value} lang={row.data === true ? DATA_LANG : undefined}>
                {row.mask !== undefined && typeof row.value === "string" ? (
                  <Masked kind={row.mask} value={row.value} />
                ) : row.data === true && typeof row.value === "string" ? (
                  withUnitBreaks(row.value)
                ) : (
                  row.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {hasContent ? <div className={styles.content}>{section.children}</div> : null}
    </section>
  );
}

/** The characters after which a Chinese address may break (its units: 省, 市, 区, 路, 号, 栋, 室, …). */
const AFTER_UNIT = /(?<=[省市区县镇乡村街道路巷弄号栋幢楼座层室])(?=.)/u;

/**
 * Data text (an address) with a break opportunity after each unit: the value cell keeps Chinese runs whole
 * (keep-all), so a long address without spaces was one "word" that broke anywhere, even inside a number
 * ("…21栋179 / 3室", customer report 3 H12); now it wraps after 栋 or 室, and a number stays whole.
 * @example withUnitBreaks("上城区21栋1793室") // ["上城区", <wbr/>, "21栋", <wbr/>, "1793室"]
 */
function withUnitBreaks(text: string): ReactNode {
  const parts = text.split(AFTER_UNIT);
  if (parts.length < 2) return text;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
