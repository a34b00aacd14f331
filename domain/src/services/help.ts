/**
 * Customer service (/customerService): searching the common questions, and which partner links the mall
 * hands the customer over to.
 *
 * Decisions where the spec is silent:
 * - A search is split on whitespace; a question matches when every word is in its question or its answer,
 *   ignoring letter case (full-width letters and digits count as their half-width forms). An empty search
 *   matches everything. At most `QUESTION_SEARCH_MAX` characters of the search are read.
 * - A handover link (online service, partner pages) is followed only when it is https, or on the mall's own
 *   origin; anything else (http, javascript:, data:, protocol-relative tricks) is refused.
 */

/** Longest search read. */
export const QUESTION_SEARCH_MAX = 50;

function fold(text: string): string {
  return text.normalize("NFKC").toLowerCase();
}

/**
 * The questions matching a search, in their order.
 * @example searchQuestions([{ question: "退保后多久到账？", answer: "3-7个工作日" }], "退保").length // 1
 */
export function searchQuestions<T extends { readonly question: string; readonly answer: string }>(questions: readonly T[], query: string): T[] {
  const words = typeof query === "string" ? fold(query.slice(0, QUESTION_SEARCH_MAX)).split(/\s+/).filter((word) => word !== "") : [];
  if (words.length === 0) return [...questions];
  return questions.filter((item) => {
    const haystack = fold(`${item.question}\n${item.answer}`);
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * The address to open for a partner link, or `""` when it must not be followed: https anywhere, or any
 * scheme-less path or URL on `origin` (the mall's own). Total.
 * @example handoverHref("https://kefu.example.cn/chat", "https://mall.example.cn") // "https://kefu.example.cn/chat"
 * @example handoverHref("/micromall/customerService", "https://mall.example.cn") // "https://mall.example.cn/micromall/customerService"
 * @example handoverHref("http://kefu.example.cn/chat", "https://mall.example.cn") // ""
 */
export function handoverHref(link: string, origin: string): string {
  if (typeof link !== "string" || typeof origin !== "string" || link.length > 4096 || link.trim() !== link || link === "") return "";
  // protocol-relative ("//host", "/\\host") takes the page's scheme to another host: never followed
  if (/^[/\\]{2}/.test(link)) return "";
  try {
    const base = new URL(origin);
    const url = new URL(link, base);
    if (url.protocol === "https:" || url.origin === base.origin) return url.href;
  } catch {
    return "";
  }
  return "";
}
