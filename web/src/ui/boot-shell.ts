/**
 * The prerendered shell (issue 22 point 4): the build renders the static frames of the landing pages {@link BOOT_PAGES}
 * — home (header, tab bar, the product grid's skeleton), the login (header and heading) and the product list (header,
 * the chips' band, the first screen's cards, filled from the early answer: {@link showBootProducts}) — from the same components
 * into index.html, in `<div id="boot-shell">` before `#root` (vite.config.ts `prerenderHomeShell`,
 * `app/BootShell.tsx`), so the first paint does not wait for JavaScript.
 *
 * - It is hidden by the stylesheet unless `<html data-boot-shell="home">` (or `"login"`, `"productList"`), which the early script sets
 *   before the body is parsed, only on an address that shows that page ({@link markBootShell}); then only that page's
 *   frame shows. Every other address never shows it.
 * - The client does not hydrate it: the app renders into the empty `#root` with `createRoot`, and the router removes
 *   the shell in the layout effect of its first shown page ({@link removeBootShell}), so the shell stays on screen
 *   until the page replaces it in the same frame — no blank frame while the page's module loads, and no layout shift
 *   (the shell's nodes are removed, none of them moves).
 * - It is `inert` and `aria-hidden`: a placeholder nobody can use or hear, and never a second copy of home's controls.
 * - It keeps the banner carousel's place (a box of the banner's proportions where the app's first slide shows), and the
 *   early script puts the first banner of the early home answer there as soon as it arrives ({@link showBootBanner}):
 *   home's largest picture paints before the entry has run, from the gateway's own answer (nothing built in).
 */
import { BANNER_SIZE, firstBannerOf, firstProductsOf, type FirstBanner, type FirstProduct } from "@micromall/domain";
import { STORAGE_KEYS, readStored } from "../state/storage";

/** The shell's element id in index.html. */
export const BOOT_SHELL_ID = "boot-shell";
/** The attribute on `<html>` that lets the stylesheet show the shell (base.css). */
export const BOOT_SHELL_ATTRIBUTE = "data-boot-shell";
/** Its value on an address that shows home. */
export const BOOT_SHELL_HOME = "home";
/**
 * The landing pages with a prerendered frame in the shell: home, the login (a landing page of shared links) and the
 * product list. Each is named by its route's path without the slash (the entry finds the route's prefetch by it).
 */
export const BOOT_PAGES = [BOOT_SHELL_HOME, "login", "productList"] as const;
/** A landing page with a prerendered frame. */
export type BootPage = (typeof BOOT_PAGES)[number];
/** The attribute naming the page of each frame in the shell (`<div class="boot-shell__page" data-boot-page="login">`). */
export const BOOT_PAGE_ATTRIBUTE = "data-boot-page";

/** The attribute naming the language of each frame in the shell (`data-boot-locale="en"`); `<html lang>` picks one. */
export const BOOT_LOCALE_ATTRIBUTE = "data-boot-locale";

/**
 * Writes the customer's remembered device preferences on `<html>` before the body is parsed (the early script): the
 * language on `lang`, so the stylesheet shows the shell's frame in that language — an English customer never sees the
 * Chinese frame first — and elder mode's class, so the frame lays out in elder mode's sizes, as the page will. The
 * entry then finds both already written. Nothing for the defaults or unreadable storage.
 * @example markBootPreferences(document) // <html lang="en" class="elder"> after both were chosen on this device
 */
export function markBootPreferences(doc: Document = document): void {
  if (readStored(STORAGE_KEYS.locale) === "en") doc.documentElement.lang = "en";
  // elder-mode.ts's class and stored value, not imported: its store would come into the early script with it
  if (readStored(STORAGE_KEYS.elderMode) === "1") doc.documentElement.classList.add("elder");
}

/** The frame of `page` in the language `<html lang>` names (the one the stylesheet shows), or null. */
function shownFrame(doc: Document, page: BootPage): Element | null {
  const locale = doc.documentElement.lang === "en" ? "en" : "zh-CN";
  return doc.getElementById(BOOT_SHELL_ID)?.querySelector(`[${BOOT_PAGE_ATTRIBUTE}="${page}"][${BOOT_LOCALE_ATTRIBUTE}="${locale}"]`) ?? null;
}

/**
 * Lets the stylesheet show the shell with `page`'s frame (the early script, on an address that shows that page).
 * @example const page = bootShellOf(base, location.pathname); if (page !== null) markBootShell(document, page)
 */
export function markBootShell(doc: Document = document, page: BootPage = BOOT_SHELL_HOME): void {
  doc.documentElement.setAttribute(BOOT_SHELL_ATTRIBUTE, page);
}

/**
 * Removes the shell and its mark (the router, when its first page is on screen); does nothing the second time.
 * @example useLayoutEffect(() => { if (shown) removeBootShell(); }, [shown]);
 */
export function removeBootShell(doc: Document = document): void {
  doc.getElementById(BOOT_SHELL_ID)?.remove();
  doc.documentElement.removeAttribute(BOOT_SHELL_ATTRIBUTE);
}

/** The class of the shell's banner box (`HomeShell`), where {@link showBootBanner} puts the first banner. */
export const BOOT_BANNER_CLASS = "boot-banner";

/**
 * Shows home's first banner in the shell's banner box, as the screen's first slide shows it (the same class, intrinsic
 * size and alt text), and answers the picture; null when there is no shell box (another page, or the app has already
 * removed the shell). Set through DOM properties only: the gateway's text never becomes markup.
 * @example showBootBanner(document, { image: "data:image/png;base64,…", title: "车险续保享优惠" })?.decode()
 */
export function showBootBanner(doc: Document, banner: FirstBanner, size: { readonly width: number; readonly height: number } = BANNER_SIZE): HTMLImageElement | null {
  const box = shownFrame(doc, BOOT_SHELL_HOME)?.querySelector(`.${BOOT_BANNER_CLASS}`);
  if (box === null || box === undefined) return null;
  const image = earlyPicture(doc, "banner__image", banner.image, size);
  image.lang = EARLY_DATA_LANG;
  image.alt = banner.title;
  box.replaceChildren(image);
  return image;
}

/** The gateway's data is Chinese, marked as the screen marks it (ui/DataText's DATA_LANG; not imported: React-free here). */
const EARLY_DATA_LANG = "zh-CN";

/**
 * A picture of the early answer as the screen draws it: its class, intrinsic size and high priority, no alt text
 * (the caller names it when the screen does). Set through DOM properties only.
 */
function earlyPicture(doc: Document, className: string, src: string, size: { readonly width: number; readonly height: number }): HTMLImageElement {
  const image = doc.createElement("img");
  image.className = className;
  image.alt = "";
  image.width = size.width;
  image.height = size.height;
  image.setAttribute("fetchpriority", "high");
  image.src = src;
  return image;
}

/** The class of the product list frame's cards (`ProductListShell`), where {@link showBootProduct} puts the products. */
export const BOOT_PRODUCT_CLASS = "boot-product";

/**
 * How many cards the product list frame holds: those of the first screen (a phone shows two). Every picture the screen
 * then draws in the first screen has its twin in the frame, so no picture of the screen's is a later, larger LCP
 * candidate than the frame's (a pixel of rounding is enough: the screen's second card read 66,082 px² against the
 * frame's first 66,060).
 */
export const BOOT_PRODUCT_CARDS = 2;

/** Intrinsic size of a product card's picture, as `ProductCard` draws it. */
export const PRODUCT_PICTURE_SIZE = { width: 600, height: 360 } as const;

/**
 * Shows the product list's first products in the frame's cards, in order, as the screen's cards show them (the same
 * picture element — class, intrinsic size, high priority — the name, selling point and tags under it, and the price's
 * line, empty), and answers the pictures; none
 * when there is no frame card (another page, or the app has already removed the shell). DOM properties only.
 * @example showBootProducts(document, [{ image: "data:image/png;base64,…", name: "家用车综合保险" }])
 */
export function showBootProducts(doc: Document, products: readonly FirstProduct[]): HTMLImageElement[] {
  const cards = [...(shownFrame(doc, "productList")?.querySelectorAll(`.${BOOT_PRODUCT_CLASS}`) ?? [])];
  return products.flatMap((product, index) => {
    const card = cards[index];
    return card === undefined ? [] : [showBootProduct(doc, card, product)];
  });
}

/** One product in one frame card (see {@link showBootProducts}). */
function showBootProduct(doc: Document, card: Element, product: FirstProduct): HTMLImageElement {
  const element = (tag: string, className: string, text?: string) => {
    const made = doc.createElement(tag);
    made.className = className;
    if (text !== undefined) {
      made.lang = EARLY_DATA_LANG;
      made.textContent = text;
    }
    return made;
  };
  const image = earlyPicture(doc, "product-card__image", product.image, PRODUCT_PICTURE_SIZE);
  const details = element("span", "product-card__details");
  details.append(element("span", "product-card__summary", product.summary));
  if (product.tags.length > 0) {
    const tags = element("span", "product-card__tags");
    tags.append(...product.tags.map((tag) => element("span", "tag", tag)));
    details.append(tags);
  }
  // The price's words are the mall's, in the customer's language, which only the entry knows: its line keeps its place.
  const price = element("span", "product-card__price");
  price.textContent = "\u00a0";
  details.append(price);
  card.replaceChildren(image, element("h3", "product-card__name", product.name), details);
  card.closest("li")?.removeAttribute("hidden");
  return image;
}

/** How each frame with pictures reads them off its early answer and shows them (one mechanism for every frame). */
const EARLY_PICTURES: Partial<Record<BootPage, (doc: Document, answerText: string) => readonly (HTMLImageElement | null)[]>> = {
  home: (doc, text) => {
    const banner = firstBannerOf(text);
    return banner === null ? [] : [showBootBanner(doc, banner)];
  },
  productList: (doc, text) => showBootProducts(doc, firstProductsOf(text, BOOT_PRODUCT_CARDS)),
};

/**
 * Shows the largest pictures of `page`'s frame from the early answer's text — home's first banner (`firstBannerOf`),
 * the product list's first products (`firstProductsOf`); nothing when the answer has none or the page's frame has no
 * picture; settles once the pictures are decoded (or could not be), so the next frame paints them. Never rejects.
 * @example afterFirstPaint(startEntry, window, answer.then((early) => showEarlyPicture(document, "home", early.text)))
 */
export async function showEarlyPicture(doc: Document, page: BootPage, answerText: string): Promise<void> {
  const images = EARLY_PICTURES[page]?.(doc, answerText) ?? [];
  await Promise.all(images.map((image) => (image === null || typeof image.decode !== "function" ? undefined : image.decode().catch(() => undefined))));
}

/**
 * Whether the shell shows a picture from the early answer (the entry then holds its first render for the page's
 * content, see {@link holdBootShell}).
 * @example if (bootPictureShown(document)) await holdBootShell(prefetchHome(queryClient).settled)
 */
export function bootPictureShown(doc: Document = document): boolean {
  return (doc.getElementById(BOOT_SHELL_ID)?.querySelector(`.${BOOT_BANNER_CLASS} img, .${BOOT_PRODUCT_CLASS} img`) ?? null) !== null;
}

/**
 * The page whose frame the shell shows (the early script's mark), or null.
 * @example bootShellPage(document) // "productList"
 */
export function bootShellPage(doc: Document = document): BootPage | null {
  const mark = doc.documentElement.getAttribute(BOOT_SHELL_ATTRIBUTE);
  return BOOT_PAGES.find((page) => page === mark) ?? null;
}

/** The longest the entry holds its first render for the page's content while the shell shows the early picture. */
export const BOOT_SHELL_HOLD_MAX_MS = 1000;

/**
 * Settles when `content` (home's first call) has settled, either way, or after {@link BOOT_SHELL_HOLD_MAX_MS}. The
 * entry awaits it before its first render while the shell shows the early banner: home's first render then has its
 * content, and the shell's banner is replaced by the screen's own in one frame — never by a spinner that would hide
 * it for a moment. The answer is already there (the banner came from it), so the hold is the gateway client's
 * download and reading; the limit keeps a slow one from holding the inert shell for long.
 * @example if (bootPictureShown()) await holdBootShell(prefetchHome(queryClient).settled)
 */
export function holdBootShell(content: Promise<unknown>, win: Pick<Window, "setTimeout"> = window): Promise<void> {
  return new Promise((resolve) => {
    const done = () => resolve();
    content.then(done, done);
    win.setTimeout(done, BOOT_SHELL_HOLD_MAX_MS);
  });
}

/** The longest the entry waits for the first frame: a hidden page paints none (its frames wait until it shows). */
export const FIRST_PAINT_WAIT_MAX_MS = 1000;

/**
 * Runs `start` once the browser has painted its first frame (the shell, on home) — right after the frame that the
 * first `requestAnimationFrame` belongs to — or after {@link FIRST_PAINT_WAIT_MAX_MS}, whichever comes first; once.
 * With `after` (the early picture shown and decoded), it waits for that picture to be on screen: where the browser
 * reports largest contentful paints, until it reports the shell's picture (its paint has been presented — a frame's
 * `requestAnimationFrame` and the task after it may come before the frame reaches the screen on a busy phone);
 * elsewhere, the first frame after `after` has settled. The longest wait stays the same.
 * The early script starts the entry this way (its file is already downloading: index.html preloads it), so the
 * entry's evaluation and first render, and the files it needs beside its own, never hold back the first paint, nor
 * the early picture (issue 22 point 4).
 * @example afterFirstPaint(() => void import(entryUrl))
 */
export function afterFirstPaint(
  start: () => void,
  win: Pick<Window, "requestAnimationFrame" | "setTimeout"> & { readonly PerformanceObserver?: typeof PerformanceObserver } = window,
  after?: Promise<unknown>,
): void {
  let started = false;
  let observer: PerformanceObserver | undefined;
  const once = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    start();
  };
  const nextFrame = () => win.requestAnimationFrame(() => win.setTimeout(once, 0));
  const pictureOnScreen = () => {
    observer = observePicturePaint(win, once);
    if (observer === undefined) nextFrame();
  };
  if (after === undefined) nextFrame();
  else void after.then(pictureOnScreen, pictureOnScreen);
  win.setTimeout(once, FIRST_PAINT_WAIT_MAX_MS);
}

/**
 * Calls `painted` when the browser reports a largest contentful paint of a picture in the shell (buffered: one
 * already reported counts); undefined where the browser reports none (the caller then waits for a frame).
 */
function observePicturePaint(win: { readonly PerformanceObserver?: typeof PerformanceObserver }, painted: () => void): PerformanceObserver | undefined {
  const Observer = win.PerformanceObserver;
  if (Observer === undefined || !Observer.supportedEntryTypes.includes("largest-contentful-paint")) return undefined;
  try {
    const observer = new Observer((list) => {
      if (list.getEntries().some((entry) => isShellPicture((entry as PerformanceEntry & { readonly element?: Element | null }).element))) painted();
    });
    observer.observe({ type: "largest-contentful-paint", buffered: true });
    return observer;
  } catch {
    return undefined;
  }
}

/** Whether an element is a picture of the prerendered shell. */
function isShellPicture(element: Element | null | undefined): boolean {
  return element?.tagName === "IMG" && element.closest(`#${BOOT_SHELL_ID}`) !== null;
}
