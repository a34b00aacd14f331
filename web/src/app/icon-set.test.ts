/**
 * Issue 20 item 8: one icon set for the mall's own chrome. Every icon the mall draws — tab bar, header back arrow,
 * chevrons, ticks, the calendar, result and empty-state art — is an icon of `ui/MallIcon`; no component draws its
 * own inline SVG, and no text glyph stands in for an icon (‹ › × ✓ … as the whole text of an element, a string
 * or a CSS `content`). Read from every source file, so a new screen is checked without a list.
 *
 * The one exception: the Spinner's ring is the loading animation (spec §9: size 28, grey), not an icon.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const TSX = import.meta.glob<string>(["../**/*.tsx", "!../**/*.test.*"], { eager: true, query: "?raw", import: "default" });
// style sheets are read from disk: the test runner hands CSS (modules) over as proxies, not their text
const SRC = join(import.meta.dirname, "..");
const CSS: Readonly<Record<string, string>> = Object.fromEntries(
  readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".css"))
    .map((file) => [`../${file.replaceAll("\\", "/")}`, readFileSync(join(SRC, file), "utf8")]),
);
const INDEX_HTML: Readonly<Record<string, string>> = { "../../index.html": readFileSync(join(SRC, "../index.html"), "utf8") };

const ICON_SET = "../ui/MallIcon.tsx";
/** Inline SVG that is not an icon, with the reason. */
const NOT_ICONS: Readonly<Record<string, string>> = { "../ui/Spinner.tsx": "the loading animation's ring" };

/** Characters that read as icons: arrows, chevrons, crosses, ticks, stars, carets. */
const ICON_GLYPHS = "‹›«»〈〉⟨⟩<>×✕✖✗✘✓✔←→↑↓⇐⇒▸▹▾▿▴▵◂◃►◄▶◀▲▼☆★⌄⌃∨∧⋯…❚■□●○";
const GLYPH_CLASS = `[${ICON_GLYPHS.replace(/[\]\\^-]/g, "\\$&")}]`;
/** A string literal whose whole (trimmed) text is one or two icon glyphs: `"×"`, `'›'`, `` `✓` ``. */
const GLYPH_STRING = new RegExp(`(["'\`])\\s*${GLYPH_CLASS}{1,2}\\s*\\1`);
/** JSX text that is only icon glyphs: `>›<`, `> × <` (the `>` of the tag before it, the `<` of the next). */
const GLYPH_TEXT = new RegExp(`>\\s*${GLYPH_CLASS}{1,2}\\s*<`);
/**
 * A CSS `content` that draws a character (an empty `content: ""` draws a box, not a glyph). The required mark `*` of a
 * field's label (ui/Field.module.css) is a typographic mark with empty alternative text, not an icon.
 */
const CSS_CONTENT_GLYPH = /\bcontent\s*:\s*(["'])(?!\1)(?!\*\1)[^"']+\1/;
/** HTML entities of icon glyphs. */
const GLYPH_ENTITY = /&(?:lsaquo|rsaquo|laquo|raquo|times|check|larr|rarr|uarr|darr|#x?(?:2039|203a|d7|2713|2714|2715|2190|2192|8249|8250|215|10003));/i;

/** The code without comments (a comment may say "a → b"). Strings keep their text. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "").replace(/([;{}(),]\s*)\/\/.*$/gm, "$1");
}

function offenders(files: Readonly<Record<string, string>>, found: (code: string) => boolean, allowed: readonly string[] = []): string[] {
  return Object.entries(files)
    .filter(([file, text]) => !allowed.includes(file) && found(withoutComments(text)))
    .map(([file]) => file)
    .sort();
}

describe("one icon set for the mall's chrome (issue 20 item 8)", () => {
  it("reads the sources it checks, and the set has the chrome's icons", () => {
    expect(Object.keys(TSX).length).toBeGreaterThan(100);
    expect(Object.keys(CSS).length).toBeGreaterThan(10);
    expect(CSS["../styles/base.css"]).toMatch(/\.mm-icon \{/);
    expect(TSX[ICON_SET]).toMatch(/<svg/);
    for (const name of ["back", "chevron", "check", "calendar", "home", "list", "user", "empty", "success", "failure", "info"]) {
      expect(TSX[ICON_SET]).toMatch(new RegExp(`\\b${name}: \\[`));
    }
  });

  it("finds what it looks for (the patterns are not blind)", () => {
    expect(GLYPH_STRING.test(`label={"×"}`)).toBe(true);
    expect(GLYPH_TEXT.test(`<span>›</span>`)).toBe(true);
    expect(GLYPH_TEXT.test(`<b> ✓ </b>`)).toBe(true);
    expect(CSS_CONTENT_GLYPH.test(`a::after { content: "›"; }`)).toBe(true);
    expect(CSS_CONTENT_GLYPH.test(`a::after { content: ""; }`)).toBe(false);
    expect(GLYPH_ENTITY.test(`<i>&times;</i>`)).toBe(true);
    // text where a glyph is part of the words is no icon
    expect(GLYPH_STRING.test(`"7×24 小时"`)).toBe(false);
    expect(GLYPH_TEXT.test(`<p>报案 → 结案</p>`)).toBe(false);
    expect(withoutComments("/** a → b */ const x = 1; // c × d")).not.toMatch(/[→×]/);
  });

  it("draws no inline SVG outside ui/MallIcon (the Spinner's ring is an animation, not an icon)", () => {
    expect(offenders(TSX, (code) => /<svg\b/.test(code), [ICON_SET, ...Object.keys(NOT_ICONS)])).toEqual([]);
    expect(offenders(INDEX_HTML, (code) => /<svg\b/.test(code))).toEqual([]);
  });

  it("uses no text glyph as an icon in a component, a style sheet or the page shell", () => {
    expect(offenders(TSX, (code) => GLYPH_STRING.test(code) || GLYPH_TEXT.test(code) || GLYPH_ENTITY.test(code))).toEqual([]);
    expect(offenders(CSS, (code) => CSS_CONTENT_GLYPH.test(code))).toEqual([]);
    expect(offenders(INDEX_HTML, (code) => GLYPH_TEXT.test(code) || GLYPH_ENTITY.test(code))).toEqual([]);
  });
});
