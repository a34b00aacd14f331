/**
 * Customer service (/customerService): searching the common questions, and which partner links the mall
 * hands the customer over to.
 *
 * Decisions where the spec is silent:
 * - A search is split on whitespace; a question matches when every word is in its question or its answer,
 *   ignoring letter case (full-width letters and digits count as their half-width forms). An empty search
 *   matches everything. At most `QUESTION_SEARCH_MAX` characters of the search are read.
 * - The online service's link is followed under session's `handoverLink` rule (same-origin or https only).
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
