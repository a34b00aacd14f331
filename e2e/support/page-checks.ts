/**
 * What a customer on a 375 px phone must never meet, checked on the page as it is rendered now (issue 20 items 1
 * and 2). Each check answers a list of findings, one line each ([] when the page passes), so a walk can count
 * them per route and mode:
 *
 * - {@link horizontalOverflow} (every mode): the page is never wider than the screen (`scrollWidth ≤ screen.width`,
 *   the device width the test set), and no visible element or text node ends past the screen's right edge (outside
 *   a row that scrolls sideways); the outermost ones that stick out are named. Not `innerWidth`: with
 *   `isMobile`, Chromium widens the layout viewport to the content, so `innerWidth` grows with `scrollWidth` and a
 *   420 px page on a 375 px phone reads as fitting (customer report F10; `tests/page-checks.spec.ts`).
 * - {@link tabCollisions} (every mode): sibling tabs never overlap and each tab holds its label (customer report 2 G6);
 *   segmented tabs that wrap fill their rows evenly (rows differ by one tab at most: two and two, not three and one).
 * - {@link joinedLists} (every mode): no list shown with the gateway's "|" between its entries ("谢刚娟|刘建国").
 * - {@link unmarkedRequired} (every mode): a required field's label carries the required mark.
 * - {@link cutFieldText} (every mode): an empty input's placeholder fits its text box, and a select's chosen option its select, not cut at the right.
 * - {@link chineseOutsideData} (English): no CJK character in visible text, or in a visible element's accessible
 *   words (aria-label, placeholder, alt, title), outside an element marked as data with `lang="zh-CN"` (product
 *   names, person names, addresses stay as they came), nor in the document title. An attribute cannot mark a part
 *   of its value, so an attribute that names data ("Share 家庭综合意外险卡") is read without every text the page
 *   shows inside a data element (each data element's text and each of its text nodes, e.g. an option of a
 *   select marked as data; longest first): what is left must have no CJK character. So an attribute may
 *   repeat data the customer sees on the page, never carry a Chinese word of its own.
 * - {@link edgeText} (every mode): no visible text of the page's `<main>` starts less than 8 px from the screen's left
 *   edge or ends less than 8 px from its right edge: text has the page's side padding (customer report 3 H11).
 *   Full-bleed pictures carry no text node; a row that scrolls sideways is the customer's to swipe.
 * - {@link brokenWords} (elder mode): a line never breaks inside a number (a run of digits and the letters around
 *   it: "1793室" not "179 / 3室"), a tab's label breaks only at a space and only when the whole label is wider than
 *   its row ("非车险理 / 赔", "Non- / motor", "Activated / 1"), and a field label keeps its bracketed unit with
 *   the word before it ("出险时间 / （时）") (customer report 3 H12).
 * - {@link elderProblems} (elder mode): visible text is ≥ 18 px, touch targets are ≥ 60 × 60 px, a number (5 or
 *   more characters, with its separators: "¥1,000.00", "188****9999", "2024-01-01") never wraps onto a second line,
 *   and every tab is inside the screen (no category chip behind an unannounced swipe, customer report 2 G19).
 *
 * Decisions where the issue is silent:
 * - Visible means rendered with a box (`checkVisibility` with opacity and visibility): a kept-alive page hidden
 *   with `display: none`, or text inside `aria-hidden` decoration, is not what the customer reads.
 * - A link inside running text (a sentence with words around it) is exempt from the target size, as WCAG 2.5.8
 *   exempts inline targets — except inside a `<label>`, where a tap beside the link ticks the label's box (customer
 *   report F14: the agreement's links); a visually hidden checkbox or radio is measured by its label, the box the finger hits.
 * - Text that is visually hidden for screen readers only (clipped to 1 px) has no size to check.
 * - Mock mode's developer badge (`[data-dev-tool]`, absent from a production build) is not customer UI.
 */
import type { Page } from "@playwright/test";

/** The modes the walk checks: "en-elder" is English and elder mode at once (the longest labels in the largest type). */
export type WalkMode = "normal" | "elder" | "en" | "en-elder";

/** Whether `mode` reads the mall in English. */
export const isEnglish = (mode: WalkMode): boolean => mode === "en" || mode === "en-elder";
/** Whether `mode` has elder mode (长辈版) on. */
export const isElder = (mode: WalkMode): boolean => mode === "elder" || mode === "en-elder";

/** Elder mode's promises (h5-notes §5): body text and touch targets, in CSS pixels. */
export const ELDER_MIN_TEXT_PX = 18;
export const ELDER_MIN_TARGET_PX = 60;

/** How many findings of one kind a report lists (the rest are counted). */
const MAX_LISTED = 6;

/**
 * Every finding of the checks that apply in `mode`, each prefixed with its check's name.
 * @example expect(await pageProblems(page, "en")).toEqual([])
 */
export async function pageProblems(page: Page, mode: WalkMode): Promise<string[]> {
  const found = [
    ...(await horizontalOverflow(page)).map((line) => `overflow: ${line}`),
    ...(await tabCollisions(page)).map((line) => `tabs: ${line}`),
    ...(await cutFieldText(page)).map((line) => `cut: ${line}`),
    ...(await edgeText(page)).map((line) => `edge: ${line}`),
    ...(await joinedLists(page)).map((line) => `list: ${line}`),
    ...(await unmarkedRequired(page)).map((line) => `required: ${line}`),
  ];
  if (isEnglish(mode)) found.push(...(await chineseOutsideData(page)).map((line) => `chinese: ${line}`));
  if (isElder(mode)) found.push(...(await elderProblems(page)), ...(await brokenWords(page)).map((line) => `word: ${line}`));
  return found;
}

/**
 * What sticks out past the device's right edge (`screen.width`, never `innerWidth`: see the file's comment): the
 * page when `scrollWidth > screen.width`, and every visible element or text whose right edge passes the screen's,
 * even when the page itself does not grow (a box cut by `overflow: hidden`, a text past its box). Inside a row that
 * scrolls sideways (`overflow-x: auto | scroll`) content may pass the edge: the row is the customer's to swipe.
 * @example await horizontalOverflow(page) // ["page 391 px wide on 375: div.switch (right edge 391)"]
 */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate((maxListed) => {
    // The device's width, which the layout viewport cannot widen (innerWidth can: see the file's comment).
    const width = window.screen.width;
    const scroll = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    const label = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.classList.length > 0 ? `.${Array.from(element.classList).join(".")}` : ""}`;
    const visible = (element: Element) =>
      element.closest("[aria-hidden='true'], [data-dev-tool]") === null && element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    // Inside a row that scrolls sideways (below the page), passing the edge is the row's business; so is a carousel's
    // next slide, which slides in past the edge while the banner moves (the walk read one mid-move once axe was off):
    // the carousel and its slides carry an aria-roledescription, in the customer's language.
    const inScroller = (element: Element) => {
      for (let up = element.parentElement; up !== null && up !== document.body && up !== document.documentElement; up = up.parentElement) {
        if (/(auto|scroll)/.test(getComputedStyle(up).overflowX) || up.hasAttribute("aria-roledescription")) return true;
      }
      return false;
    };
    const past = (right: number) => right > width + 0.5;
    const sticking: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll("*"))) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || !past(rect.right) || !visible(element) || inScroller(element)) continue;
      // Name only the outermost: a child of an element already named adds nothing.
      const parent = element.parentElement;
      if (parent !== null && parent !== document.body && past(parent.getBoundingClientRect().right) && visible(parent)) continue;
      sticking.push(`${label(element)} (right edge ${Math.round(rect.right)})`);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = (node.textContent ?? "").trim();
      const parent = node.parentElement;
      if (text === "" || parent === null || ["SCRIPT", "STYLE", "NOSCRIPT"].includes(parent.tagName)) continue;
      const box = parent.getBoundingClientRect();
      // Text visually hidden for screen readers only (clipped to 1 px) is drawn nowhere.
      if (!visible(parent) || inScroller(parent) || past(box.right) || box.width <= 1 || box.height <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const right = Math.max(0, ...Array.from(range.getClientRects()).filter((r) => r.width > 0).map((r) => r.right));
      if (past(right)) sticking.push(`"${text.slice(0, 24)}" in ${label(parent)} (right edge ${Math.round(right)})`);
    }
    if (scroll <= width && sticking.length === 0) return [];
    const listed = sticking.slice(0, maxListed).join(", ") || "(no element found)";
    return [`${scroll > width ? `page ${scroll} px wide` : "content past the edge"} on ${width}: ${listed}${sticking.length > maxListed ? ` … and ${sticking.length - maxListed} more` : ""}`];
  }, MAX_LISTED);
}

/**
 * Lists shown as the gateway joins them (customer rehearsal: "谢刚娟|刘建国" on the invoice and surrender screens): a
 * visible text of `<main>` with a "|" between two characters that are not spaces. Names, numbers or dates of several
 * people are listed the customer's way (、 or a line each), never with the wire's separator.
 * @example await joinedLists(page) // ['"谢刚娟|刘建国" in dd']
 */
export async function joinedLists(page: Page): Promise<string[]> {
  const found = (await mainTexts(page)).filter((text) => /[^\s|]\|[^\s|]/.test(text.text)).map((text) => `"${text.text.slice(0, 32)}" in ${text.tag}`);
  return found.length > MAX_LISTED ? [...found.slice(0, MAX_LISTED), `… and ${found.length - MAX_LISTED} more`] : found;
}

/** One visible text of a page's `<main>`: its words, where it stands, and what holds it. */
interface MainText {
  readonly text: string;
  /** The holding element's tag ("dd") and with its classes ("p.intro"). */
  readonly tag: string;
  readonly label: string;
  /** Its left and right edge on the screen (no box: null). */
  readonly left: number | null;
  readonly right: number | null;
  /** Inside a row that scrolls sideways (the customer's to swipe). */
  readonly inScroller: boolean;
}

/** Every visible, non-empty text node of the page's visible `<main>` elements (the text checks read these). */
async function mainTexts(page: Page): Promise<MainText[]> {
  return page.evaluate(() => {
    const visible = (element: Element) =>
      element.closest("[aria-hidden='true'], [data-dev-tool]") === null && element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    // as horizontalOverflow's: a row that scrolls sideways, or a carousel (its slides move past the edges)
    const inScroller = (element: Element) => {
      for (let up = element.parentElement; up !== null && up !== document.body; up = up.parentElement) {
        if (/(auto|scroll)/.test(getComputedStyle(up).overflowX) || up.hasAttribute("aria-roledescription")) return true;
      }
      return false;
    };
    const texts: MainText[] = [];
    for (const main of Array.from(document.querySelectorAll("main"))) {
      if (!visible(main)) continue;
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const text = (node.textContent ?? "").trim();
        const parent = node.parentElement;
        if (text === "" || parent === null || ["SCRIPT", "STYLE", "NOSCRIPT"].includes(parent.tagName) || !visible(parent)) continue;
        const tag = parent.tagName.toLowerCase();
        const label = `${tag}${parent.classList.length > 0 ? `.${Array.from(parent.classList).join(".")}` : ""}`;
        const box = parent.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(node);
        const rects = box.width <= 1 || box.height <= 1 ? [] : Array.from(range.getClientRects()).filter((r) => r.width > 0.5);
        const edges = rects.length === 0 ? { left: null, right: null } : { left: Math.min(...rects.map((r) => r.left)), right: Math.max(...rects.map((r) => r.right)) };
        texts.push({ text, tag, label, ...edges, inScroller: inScroller(parent) });
      }
    }
    return texts;
  });
}

/**
 * Tab labels that collide (customer report 2 G6: "Unused 2Activated 1…" in English + elder mode): two sibling tabs
 * whose boxes overlap, or a tab whose label is wider than its tab (it runs into its neighbour or the frame).
 * A row of tabs that scrolls sideways is measured the same way: each chip must hold its own label.
 * @example await tabCollisions(page) // ['"Motor claims" overlaps "Non-motor claims"']
 */
export async function tabCollisions(page: Page): Promise<string[]> {
  return page.evaluate((maxListed) => {
    const visible = (element: Element) =>
      element.closest("[aria-hidden='true'], [data-dev-tool]") === null && element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const name = (element: Element) => (element.textContent ?? "").trim().slice(0, 24);
    const found: string[] = [];
    for (const list of Array.from(document.body.querySelectorAll("[role='tablist']"))) {
      if (!visible(list)) continue;
      const tabs = Array.from(list.querySelectorAll("[role='tab']")).filter(visible);
      const boxes = tabs.map((tab) => tab.getBoundingClientRect());
      tabs.forEach((tab, index) => {
        const box = boxes[index];
        if (box === undefined) return;
        const range = document.createRange();
        range.selectNodeContents(tab);
        const words = Array.from(range.getClientRects()).filter((r) => r.width > 0);
        const left = Math.min(...words.map((r) => r.left));
        const right = Math.max(...words.map((r) => r.right));
        if (words.length > 0 && (left < box.left - 0.5 || right > box.right + 0.5)) {
          found.push(`"${name(tab)}" ${Math.round(right - left)} px wide in a ${Math.round(box.width)} px tab`);
        }
        for (const [other, otherBox] of boxes.entries()) {
          if (other <= index) continue;
          const overlap = Math.min(box.right, otherBox.right) - Math.max(box.left, otherBox.left);
          const vertical = Math.min(box.bottom, otherBox.bottom) - Math.max(box.top, otherBox.top);
          if (overlap > 0.5 && vertical > 0.5) found.push(`"${name(tab)}" overlaps "${name(tabs[other] ?? tab)}"`);
        }
      });
      // segmented tabs that wrap share their rows evenly: never three and a lone one (customer rehearsal, elder 我的保单)
      if (list.getAttribute("data-variant") === "segmented") {
        const rows = new Map<number, number>();
        for (const box of boxes) rows.set(Math.round(box.top), (rows.get(Math.round(box.top)) ?? 0) + 1);
        const counts = [...rows.values()];
        if (counts.length > 1 && Math.max(...counts) - Math.min(...counts) > 1) found.push(`tabs in rows of ${counts.join(" + ")} ("${tabs.map(name).join(" | ")}")`);
      }
    }
    return found.length > maxListed ? [...found.slice(0, maxListed), `… and ${found.length - maxListed} more`] : found;
  }, MAX_LISTED);
}

/** What a native select's drop-down arrow takes of its box, beside the padding (Chromium's menulist, measured: 20–22 px). */
const SELECT_ARROW_PX = 24;

/**
 * Field text the customer reads cut: a placeholder wider than its input's text box ("请输入6位验证" in elder mode,
 * customer report F14), and a select's chosen option wider than the select (a native select never wraps it: "经济款
 * (¥10.00 per person for 3 da" in English at 375 px). Each finding names the text, the width it needs and the width
 * it has.
 * @example await cutFieldText(page) // ['"请输入6位验证码" needs 176 px, has 131 in input._input_x']
 */
export async function cutFieldText(page: Page): Promise<string[]> {
  return page.evaluate(
    ([maxListed, arrow]) => {
      const context = document.createElement("canvas").getContext("2d");
      if (context === null) return ["(no canvas to measure with)"];
      const found: string[] = [];
      // (not a textarea: it wraps its placeholder over its lines)
      const fields = Array.from(document.body.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input[placeholder], select"));
      for (const field of fields) {
        if (field.closest("[aria-hidden='true'], [data-dev-tool]") !== null || !field.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
        // a filled input shows its value, not the placeholder
        const shown = field instanceof HTMLSelectElement ? (field.selectedOptions[0]?.text ?? "") : field.value === "" ? field.placeholder : "";
        if (shown.trim() === "") continue;
        const style = getComputedStyle(field);
        context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const needs = context.measureText(shown).width;
        const has = field.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) - (field instanceof HTMLSelectElement && style.appearance !== "none" ? arrow : 0);
        if (needs <= has + 0.5) continue;
        const name = `${field.tagName.toLowerCase()}${field.classList.length > 0 ? `.${Array.from(field.classList).join(".")}` : ""}`;
        found.push(`"${shown.slice(0, 24)}" needs ${Math.ceil(needs)} px, has ${Math.floor(has)} in ${name}`);
      }
      return found.length > maxListed ? [...found.slice(0, maxListed), `… and ${found.length - maxListed} more`] : found;
    },
    [MAX_LISTED, SELECT_ARROW_PX] as const,
  );
}

/**
 * Required fields whose label carries no required mark (the `*` of `data-required`, Field.module.css): the form
 * refuses them empty, so the customer must see that before submitting (customer rehearsal: 事故经过 was refused
 * empty with no mark). A checkbox (an agreement) says what it asks in its own words. Each finding names the label.
 * @example await unmarkedRequired(page) // ['"事故经过" (textarea)']
 */
export async function unmarkedRequired(page: Page): Promise<string[]> {
  return page.evaluate((maxListed) => {
    const found: string[] = [];
    for (const control of Array.from(document.body.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>("input, select, textarea"))) {
      if (control instanceof HTMLInputElement && ["checkbox", "radio", "hidden"].includes(control.type)) continue;
      if (!(control.required || control.getAttribute("aria-required") === "true")) continue;
      if (control.closest("[aria-hidden='true'], [data-dev-tool]") !== null || !control.checkVisibility({ checkVisibilityCSS: true })) continue;
      const label = control.labels?.[0];
      if (label === undefined || label.getAttribute("data-required") === "true") continue;
      found.push(`"${(label.textContent ?? "").trim().slice(0, 24)}" (${control.tagName.toLowerCase()})`);
    }
    return found.length > maxListed ? [...found.slice(0, maxListed), `… and ${found.length - maxListed} more`] : found;
  }, MAX_LISTED);
}

/**
 * Chinese (CJK) text outside data, for the English mode: each finding names the text and its element.
 * @example await chineseOutsideData(page) // ['"待支付" in span.status']
 */
export async function chineseOutsideData(page: Page): Promise<string[]> {
  return page.evaluate((maxListed) => {
    const cjk = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]/;
    const isData = (element: Element) => element.closest('[lang="zh-CN"], [lang="zh"]') !== null;
    const visible = (element: Element) =>
      element.closest("[aria-hidden='true'], [data-dev-tool]") === null && element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const label = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.classList.length > 0 ? `.${Array.from(element.classList).join(".")}` : ""}`;
    const found = new Set<string>();
    if (cjk.test(document.title)) found.add(`"${document.title}" in the document title`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const parent = node.parentElement;
      if (parent === null || !cjk.test(text) || isData(parent) || !visible(parent)) continue;
      if (["SCRIPT", "STYLE", "NOSCRIPT"].includes(parent.tagName)) continue;
      found.add(`"${text.trim().slice(0, 40)}" in ${label(parent)}`);
    }
    // The data the page shows, longest first (so a name inside a longer name is removed after it).
    const dataElements = Array.from(document.body.querySelectorAll('[lang="zh-CN"], [lang="zh"]'));
    const dataTexts = dataElements.flatMap((element) => {
      const texts = [element.textContent ?? ""];
      const inside = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = inside.nextNode(); node !== null; node = inside.nextNode()) texts.push(node.textContent ?? "");
      return texts.map((text) => text.trim());
    });
    const shownData = Array.from(new Set(dataTexts))
      .filter((text) => text !== "")
      .sort((a, b) => b.length - a.length);
    const withoutData = (value: string) => shownData.reduce((rest, text) => rest.split(text).join(" "), value);
    for (const element of Array.from(document.body.querySelectorAll("[aria-label], [placeholder], [alt], [title]"))) {
      if (isData(element) || !visible(element)) continue;
      for (const attribute of ["aria-label", "placeholder", "alt", "title"]) {
        const value = element.getAttribute(attribute);
        if (value !== null && cjk.test(withoutData(value))) found.add(`${attribute} "${value.slice(0, 40)}" of ${label(element)}`);
      }
    }
    const list = Array.from(found);
    return list.length > maxListed ? [...list.slice(0, maxListed), `… and ${list.length - maxListed} more`] : list;
  }, MAX_LISTED);
}

/**
 * Elder mode's promises on the page: text size, target size, numbers in one piece.
 * @example await elderProblems(page) // ["text: 15 px \"保额\" in td"]
 */
export async function elderProblems(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ minText, minTarget, maxListed }) => {
      const visible = (element: Element) =>
        element.closest("[aria-hidden='true'], [data-dev-tool]") === null && element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
      const label = (element: Element) =>
        `${element.tagName.toLowerCase()}${element.classList.length > 0 ? `.${Array.from(element.classList).join(".")}` : ""}`;
      const srOnly = (element: Element) => {
        const rect = element.getBoundingClientRect();
        return rect.width <= 1 || rect.height <= 1;
      };
      const text = new Map<string, number>();
      const numbers = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const content = node.textContent ?? "";
        const parent = node.parentElement;
        if (parent === null || content.trim() === "" || !visible(parent) || srOnly(parent)) continue;
        if (["SCRIPT", "STYLE", "NOSCRIPT"].includes(parent.tagName)) continue;
        const size = Number.parseFloat(getComputedStyle(parent).fontSize);
        if (size < minText - 0.01) text.set(`${size} px "${content.trim().slice(0, 24)}" in ${label(parent)}`, size);
        for (const match of content.matchAll(/[¥￥]?\d[\d*,.:/-]{3,}\d/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (tops.size > 1) numbers.add(`"${match[0]}" breaks over ${tops.size} lines in ${label(parent)}`);
        }
      }
      const targets: string[] = [];
      const controls = document.body.querySelectorAll(
        "a[href], button, input:not([type='hidden']), select, textarea, [role='button'], [role='switch'], [role='tab'], [role='checkbox'], [role='radio'], [role='link'], [role='option']",
      );
      for (const control of Array.from(controls)) {
        if (!visible(control) || (control as HTMLElement).closest("[inert]") !== null) continue;
        let box: Element = control;
        if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) {
          box = control.closest("label") ?? control.labels?.[0] ?? control;
        }
        // A link inside running text: words before or after it in the same block. Not inside a label: a tap
        // beside such a link ticks the label's box (the agreement's 《隐私政策》), so the link is a target of its own.
        if (control.tagName === "A" && control.parentElement !== null && control.closest("label") === null) {
          const siblings = Array.from(control.parentElement.childNodes).filter((n) => n !== control);
          if (siblings.some((n) => (n.textContent ?? "").trim() !== "") && getComputedStyle(control).display === "inline") continue;
        }
        const rect = box.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1) continue;
        if (rect.height < minTarget - 0.5 || rect.width < minTarget - 0.5) {
          const name = (control.getAttribute("aria-label") ?? control.textContent ?? "").trim().slice(0, 20);
          targets.push(`${Math.round(rect.width)}×${Math.round(rect.height)} ${label(control)} "${name}"`);
        }
      }
      // Every tab in sight: a row of chips that runs off the edge hides categories behind a swipe nobody announces
      // (customer report 2 G19), and elder mode's large type is where it happens.
      const hiddenTabs: string[] = [];
      for (const tab of Array.from(document.body.querySelectorAll("[role='tab']"))) {
        if (!visible(tab)) continue;
        const rect = tab.getBoundingClientRect();
        if (rect.right > window.screen.width + 0.5 || rect.left < -0.5) hiddenTabs.push(`"${(tab.textContent ?? "").trim().slice(0, 20)}" at ${Math.round(rect.left)}–${Math.round(rect.right)}`);
      }
      const listed = (kind: string, lines: readonly string[]) =>
        lines.length === 0 ? [] : [`${kind}: ${lines.slice(0, maxListed).join("; ")}${lines.length > maxListed ? ` … and ${lines.length - maxListed} more` : ""}`];
      return [
        ...listed("text", Array.from(text.keys())),
        ...listed("target", targets),
        ...listed("number", Array.from(numbers)),
        ...listed("tab out of sight", hiddenTabs),
      ];
    },
    { minText: ELDER_MIN_TEXT_PX, minTarget: ELDER_MIN_TARGET_PX, maxListed: MAX_LISTED },
  );
}

/** How close to the screen's side edges the page's text may come (customer report 3 H11). */
export const SIDE_MARGIN_PX = 8;

/**
 * Text of the page's `<main>` that touches the screen's sides: a line of a visible text node that starts less than
 * {@link SIDE_MARGIN_PX} from the left edge or ends less than that from the right edge (customer report 3 H11: the
 * lookup's intro line ran from x 0 to 375). Text inside a row that scrolls sideways is left out.
 * @example await edgeText(page) // ['"输入投保人姓名和证件号码，查询" in p.intro at x 0–375']
 */
export async function edgeText(page: Page): Promise<string[]> {
  const width = await page.evaluate(() => window.screen.width);
  const found = (await mainTexts(page))
    .filter((text) => !text.inScroller && text.left !== null && text.right !== null && (text.left < SIDE_MARGIN_PX - 0.5 || text.right > width - SIDE_MARGIN_PX + 0.5))
    .map((text) => `"${text.text.slice(0, 24)}" in ${text.label} at x ${Math.round(text.left ?? 0)}–${Math.round(text.right ?? 0)}`);
  return found.length > MAX_LISTED ? [...found.slice(0, MAX_LISTED), `… and ${found.length - MAX_LISTED} more`] : found;
}

/**
 * Lines that break where they must not, in elder mode's large type (customer report 3 H12): inside a number (a run
 * of digits and the letters around it), inside a tab's label (anywhere but a space, or at all when the whole label
 * fits its row on one line), between a field label and its bracketed unit, and inside a short word (at most 6
 * characters without a space: a plan's "经济款" one character a line beside its price, a name "谢刚 / 娟" beside its
 * badge, a label "承保公 / 司"; customer rehearsal 3). Each finding shows the break as " / ".
 * @example await brokenWords(page) // ['number "1793室" breaks as "179 / 3" in dd.value', 'tab "非车险理赔" breaks as "非车险理 / 赔"']
 */
export async function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate((maxListed) => {
    const visible = (element: Element) =>
      element.closest("[aria-hidden='true'], [data-dev-tool]") === null && element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const label = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.classList.length > 0 ? `.${Array.from(element.classList).join(".")}` : ""}`;
    const alnum = /[A-Za-z0-9]/;
    /** The breaks inside a text node: the index of the first character of each line after the first, and whether a space was there. */
    const breaksOf = (node: Text): { readonly at: number; readonly before: number; readonly space: boolean }[] => {
      const text = node.data;
      const whole = document.createRange();
      whole.selectNodeContents(node);
      const tops = new Set(Array.from(whole.getClientRects()).filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (tops.size < 2) return [];
      const breaks: { at: number; before: number; space: boolean }[] = [];
      const range = document.createRange();
      let previous: { index: number; top: number; bottom: number } | null = null;
      for (let index = 0; index < text.length; index += 1) {
        const char = text[index] ?? "";
        if (/\s/.test(char) || (char >= "\udc00" && char <= "\udfff")) continue;
        const end = char >= "\ud800" && char <= "\udbff" ? index + 2 : index + 1;
        range.setStart(node, index);
        range.setEnd(node, Math.min(end, text.length));
        const rect = Array.from(range.getClientRects()).find((r) => r.width > 0);
        if (rect === undefined) continue;
        if (previous !== null && rect.top >= previous.bottom - (previous.bottom - previous.top) / 2) {
          breaks.push({ at: index, before: previous.index, space: /\s/.test(text.slice(previous.index + 1, index)) });
        }
        previous = { index, top: rect.top, bottom: rect.bottom };
      }
      return breaks;
    };
    const found = new Set<string>();
    const shown = (text: string, at: number) => `${text.slice(Math.max(0, at - 8), at).trimStart()} / ${text.slice(at, at + 8).trimEnd()}`;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? "";
      if (parent === null || text.trim() === "" || ["SCRIPT", "STYLE", "NOSCRIPT"].includes(parent.tagName) || !visible(parent)) continue;
      const box = parent.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const breaks = breaksOf(node as Text);
      const tab = parent.closest("[role='tab']");
      const fieldLabel = parent.closest("label, dt, th, legend");
      for (const { at, before, space } of breaks) {
        const prior = text[before] ?? "";
        const next = text[at] ?? "";
        if (!space && alnum.test(prior) && alnum.test(next)) {
          let from = before;
          while (from > 0 && alnum.test(text[from - 1] ?? "")) from -= 1;
          let to = at;
          while (to < text.length && alnum.test(text[to] ?? "")) to += 1;
          if (/\d/.test(text.slice(from, to))) found.add(`number "${text.slice(from, to)}" breaks as "${shown(text, at)}" in ${label(parent)}`);
        }
        if (tab !== null && !space) found.add(`tab "${text.trim().slice(0, 24)}" breaks inside a word as "${shown(text, at)}"`);
        if (fieldLabel !== null && /^[（(［[]/.test(next)) found.add(`label "${text.trim().slice(0, 24)}" leaves its unit alone as "${shown(text, at)}"`);
        if (!space && text.trim().length <= 6 && !/\s/.test(text.trim())) found.add(`word "${text.trim()}" breaks as "${shown(text, at)}" in ${label(parent)}`);
      }
    }
    // A tab's label on two lines although the whole label fits its row on one (the row should give the tab room).
    for (const tab of Array.from(document.body.querySelectorAll("[role='tab']"))) {
      const list = tab.closest("[role='tablist']");
      if (list === null || !visible(tab)) continue;
      const range = document.createRange();
      range.selectNodeContents(tab);
      const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0);
      const lines = new Set(rects.map((r) => Math.round(r.top)));
      if (lines.size < 2) continue;
      const context = document.createElement("canvas").getContext("2d");
      if (context === null) continue;
      const style = getComputedStyle(tab);
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const oneLine = context.measureText((tab.textContent ?? "").trim()).width;
      const listStyle = getComputedStyle(list);
      const room = list.clientWidth - Number.parseFloat(listStyle.paddingLeft) - Number.parseFloat(listStyle.paddingRight) -
        Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) - Number.parseFloat(style.borderLeftWidth) - Number.parseFloat(style.borderRightWidth);
      if (oneLine <= room) found.add(`tab "${(tab.textContent ?? "").trim().slice(0, 24)}" wraps onto ${lines.size} lines though one line (${Math.ceil(oneLine)} px) fits its row (${Math.floor(room)} px)`);
    }
    const list = Array.from(found);
    return list.length > maxListed ? [...list.slice(0, maxListed), `… and ${list.length - maxListed} more`] : list;
  }, MAX_LISTED);
}
