/**
 * Text that is data, not the mall's words (issue 20 item 1): what the gateway or the customer wrote — a product's
 * name and summary, a plan's name, a person's name, an address, a plate, a service's name and description, a FAQ
 * question, a couplet — stays as it came, in Chinese, in every language of the mall. It is marked
 * `lang="zh-CN"`, so a screen reader reads it in Chinese inside an English page, a browser's translation knows
 * its language, and the English walk (e2e/support/page-checks.ts) can tell it from an untranslated word.
 *
 * - {@link DataText} marks one value (a `<span>` by default, or the element that holds it: `as="h3"`).
 * - {@link DataSentence} fills a catalogue sentence ("Hello, {name}") and marks only the data in it, so
 *   "Hello, " stays English and "谢刚娟" is marked: `<DataSentence text={t("center.hello")} data={{ name }} />`.
 *
 * Decisions:
 * - The mall's own words for a code (a status, a unit, a tag the mall defines) are never data: they come from a
 *   catalogue in both languages. Data is what the mall cannot translate because it did not write it.
 * - An empty value renders nothing (no empty marked element).
 * - A placeholder of the sentence without a value stays as it is (as `fillPlaceholders` does), so a forgotten
 *   value shows, and a test finds it.
 */
import { Fragment, type ElementType, type ReactNode } from "react";
import type { LocalText } from "@micromall/domain";

/** The language data is marked with: the gateway's and the customer's language. */
export const DATA_LANG = "zh-CN";

/** Props of {@link DataText}. */
export interface DataTextProps {
  readonly children: ReactNode;
  /** The element that holds the data (default `span`). */
  readonly as?: ElementType;
  readonly className?: string | undefined;
  readonly id?: string | undefined;
}

/**
 * One value that is data, marked `lang="zh-CN"`.
 * @example <DataText>{policy.insuredName}</DataText> // <span lang="zh-CN">谢刚娟</span>
 * @example <DataText as="h3" className={styles.name}>{product.name}</DataText>
 */
export function DataText({ children, as: Tag = "span", className, id }: DataTextProps) {
  if (children === undefined || children === null || children === "" || children === false) return null;
  return (
    <Tag lang={DATA_LANG} className={className} id={id}>
      {children}
    </Tag>
  );
}

/** Props of {@link DataSentence}. */
export interface DataSentenceProps {
  /** The catalogue's sentence with `{name}` placeholders, e.g. `t("center.hello")` → "Hello, {name}". */
  readonly text: string;
  /** The data for the placeholders: each is shown marked as data; a text with its language (`LocalText`) in that language. */
  readonly data: Readonly<Record<string, string | number | LocalText | null | undefined>>;
}

/**
 * A sentence of the mall's words with data in it: only the data is marked.
 * @example <DataSentence text="Insured: {name}" data={{ name: "谢刚娟" }} /> // Insured: <span lang="zh-CN">谢刚娟</span>
 */
export function DataSentence({ text, data }: DataSentenceProps) {
  return <>{fillWithData(text, data)}</>;
}

/**
 * The pieces of `text` with each `{name}` that `data` has replaced by its value marked as data.
 * @example fillWithData("Hello, {name}", { name: "谢刚娟" }) // ["Hello, ", <span lang="zh-CN">谢刚娟</span>]
 */
export function fillWithData(text: string, data: DataSentenceProps["data"]): ReactNode[] {
  const pieces: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/\{(\w+)\}/g)) {
    const name = match[1] ?? "";
    if (!Object.prototype.hasOwnProperty.call(data, name)) continue;
    if (match.index > last) pieces.push(text.slice(last, match.index));
    const value = data[name];
    pieces.push(
      <Fragment key={`${name}-${match.index}`}>
        {typeof value === "object" && value !== null ? <LocalTextView text={value} /> : <DataText>{value === null || value === undefined ? "" : String(value)}</DataText>}
      </Fragment>,
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push(text.slice(last));
  return pieces;
}

/** Props of {@link LocalTextView}. */
export interface LocalTextViewProps {
  /** The text and the language it is written in (domain's `localText`, `productTexts`, `benefitTexts`). */
  readonly text: LocalText;
  readonly as?: "span" | "p" | "div" | "h3";
  readonly className?: string | undefined;
}

/**
 * A text of the gateway in the customer's language where the gateway gave it, else in Chinese marked as such.
 * @example <LocalTextView text={benefitTexts(benefit, locale).description} as="p" />
 */
export function LocalTextView({ text, as: Tag = "span", className }: LocalTextViewProps) {
  if (text.text === "") return null;
  return (
    <Tag lang={text.lang} className={className}>
      {text.text}
    </Tag>
  );
}
