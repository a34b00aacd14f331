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

/** Two-character pieces of a Chinese question that say nothing of its subject. */
const FILLER_PIECES: ReadonlySet<string> = new Set(["怎么", "么办", "如何", "什么", "为什", "可以", "请问", "哪里", "能不", "不能", "我的", "我想", "想要", "一下", "保险"]);

/**
 * Whether a word of the search is in the text: whole, or — a Chinese word of three characters or more, as a
 * customer asks in their own words ("发票怎么开") — one of its two-character pieces that is not filler.
 */
function wordFound(haystack: string, word: string): boolean {
  if (haystack.includes(word)) return true;
  const characters = [...word];
  if (characters.length < 3 || !characters.every((character) => /\p{Script=Han}/u.test(character))) return false;
  for (let index = 0; index + 1 < characters.length; index += 1) {
    const piece = `${characters[index]}${characters[index + 1]}`;
    if (!FILLER_PIECES.has(piece) && haystack.includes(piece)) return true;
  }
  return false;
}

/**
 * The questions matching a search (in Chinese or in English), in their order: every word of the search is found
 * ({@link wordFound}: whole, or a Chinese phrase by a piece of its subject).
 * @example searchQuestions([{ question: "退保后多久到账？", answer: "3-7个工作日" }], "退保").length // 1
 * @example searchQuestions([{ question: "如何申请电子发票？", answer: "填写开票信息" }], "发票怎么开").length // 1
 */
export function searchQuestions<T extends QuestionTextSource>(questions: readonly T[], query: string): T[] {
  const words = typeof query === "string" ? fold(query.slice(0, QUESTION_SEARCH_MAX)).split(/\s+/).filter((word) => word !== "") : [];
  if (words.length === 0) return [...questions];
  return questions.filter((item) => {
    // the English too, where the insurer wrote it: a customer reading English searches in English (customer rehearsal)
    const haystack = fold(`${item.question}\n${item.answer}\n${item.en?.question ?? ""}\n${item.en?.answer ?? ""}`);
    return words.every((word) => wordFound(haystack, word));
  });
}
