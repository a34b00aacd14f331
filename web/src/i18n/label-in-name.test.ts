/**
 * Label in name (WCAG 2.5.3, axe's label-content-name-mismatch; issue 20 item 1): a control whose `aria-label`
 * comes from a catalogue and whose visible text is another catalogue text (`aria-label={t("x.deleteOf", { name })}`
 * around `{t("x.delete")}`) must say its visible words inside its name, in both languages, so that a customer who
 * says what they see ("Set as default") reaches it. Every such pair in the source is found and checked, so the
 * next control written this way is checked without editing a list.
 */
import { describe, expect, it } from "vitest";
import { withEnglish } from "../test/message-tables";
import { ownText } from "./index";

const SOURCES = import.meta.glob<string>(["../**/*.tsx", "!../**/*.test.*"], { eager: true, query: "?raw", import: "default" });
const TABLES = (await withEnglish()).map(({ table }) => table);

/** The text of `key` in `locale` from whichever table has it. */
function textOf(key: string, locale: "zh-CN" | "en"): string | undefined {
  for (const table of TABLES) {
    const text = ownText(table[locale], key);
    if (text !== undefined) return text;
  }
  return undefined;
}

/** An element's catalogue aria-label, then (past the rest of its opening tag, arrows included) its only child, a catalogue text. */
const LABELLED = /aria-label=\{(\w+)\("([\w.]+)"[^}]*\}(?:[^<>]|=>)*>\s*\{(\w+)\("([\w.]+)"\)\}\s*</g;

const PAIRS = Object.entries(SOURCES).flatMap(([file, source]) =>
  Array.from(source.matchAll(LABELLED), (match) => ({ file, label: match[2] ?? "", visible: match[4] ?? "" })),
);

/** The words of a text without its placeholders, for comparison. */
const words = (text: string) => text.replace(/\{\w+\}/g, " ").replace(/\s+/g, " ").trim().toLowerCase();

describe("a catalogue aria-label says the control's visible words", () => {
  it("finds the controls written this way", () => {
    expect(PAIRS.length).toBeGreaterThan(5);
  });

  for (const { file, label, visible } of PAIRS) {
    it(`${label} holds ${visible} (${file.replace(/^\.\.\//, "")})`, () => {
      for (const locale of ["zh-CN", "en"] as const) {
        const name = textOf(label, locale);
        const shown = textOf(visible, locale);
        expect(name, `${label} in ${locale}`).toBeDefined();
        expect(shown, `${visible} in ${locale}`).toBeDefined();
        expect(words(name ?? ""), `${locale}: "${name ?? ""}" must contain "${shown ?? ""}"`).toContain(words(shown ?? ""));
      }
    });
  }
});
