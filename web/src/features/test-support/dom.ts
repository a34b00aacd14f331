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
