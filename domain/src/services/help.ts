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
import type { Locale } from "../messages/locale";
import { localText, type LocalText } from "../product/local-text";

/** Longest search read. */
export const QUESTION_SEARCH_MAX = 50;

function fold(text: string): string {
  return text.normalize("NFKC").toLowerCase();
}

/** What {@link searchQuestions} and {@link questionTexts} read of a question. */
export interface QuestionTextSource {
  readonly question: string;
  readonly answer: string;
  readonly en?: { readonly question?: string | undefined; readonly answer?: string | undefined } | undefined;
}

/**
 * A question and its answer in the customer's language: the English where the gateway gave it, else the Chinese
 * marked as such.
 * @example questionTexts({ question: "退保后多久到账？", answer: "3-7个工作日", en: { question: "When is a refund paid?" } }, "en").question // { text: "When is a refund paid?", lang: "en" }
 */
export function questionTexts(item: QuestionTextSource, locale: Locale): { question: LocalText; answer: LocalText } {
  return { question: localText(item.question, item.en?.question, locale), answer: localText(item.answer, item.en?.answer, locale) };
}

/**
 * The questions matching a search (in Chinese or in English), in their order.
 * @example searchQuestions([{ question: "退保后多久到账？", answer: "3-7个工作日" }], "退保").length // 1
 */
export function searchQuestions<T extends QuestionTextSource>(questions: readonly T[], query: string): T[] {
  const words = typeof query === "string" ? fold(query.slice(0, QUESTION_SEARCH_MAX)).split(/\s+/).filter((word) => word !== "") : [];
  if (words.length === 0) return [...questions];
  return questions.filter((item) => {
    // the English too, where the insurer wrote it: a customer reading English searches in English (customer rehearsal)
    const haystack = fold(`${item.question}\n${item.answer}\n${item.en?.question ?? ""}\n${item.en?.answer ?? ""}`);
    return words.every((word) => haystack.includes(word));
  });
}
