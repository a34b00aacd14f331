/** Small DOM readers for screen tests (no jest-dom in this workspace). */

/** The text of the elements an input's `aria-describedby` points at: what a screen reader reads under it. */
export function describedText(element: HTMLElement): string {
  const ids = (element.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

/** Whether an input is marked invalid. */
export function isInvalid(element: HTMLElement): boolean {
  return element.getAttribute("aria-invalid") === "true";
}

/** Every key and value of a storage area as one text (to prove a secret was never written). */
export function storageText(storage: Storage): string {
  const parts: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index) ?? "";
    parts.push(key, storage.getItem(key) ?? "");
  }
  return parts.join("\n");
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * The texts under `root` that hold a Chinese character outside an element marked as data (`lang="zh-CN"` below the
 * document element): what an English page must not show (issue 20 item 1, the walk's "chinese" check in a screen test).
 */
export function chineseOutsideData(root: HTMLElement = document.body): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const text = node.textContent ?? "";
    if (!CJK.test(text)) continue;
    const marked = node.parentElement?.closest("[lang='zh-CN']");
    if (marked === null || marked === undefined || marked === document.documentElement) found.push(text.trim());
  }
  return found;
}
