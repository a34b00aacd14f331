/**
 * Common questions with their answers, each a disclosure (`<details>`: the question is the summary, opened
 * to read the answer), as a named list. Questions and answers are the gateway's content: in English where the
 * gateway wrote them (domain's `questionTexts`), else the Chinese marked `lang="zh-CN"`.
 */
import { questionTexts, type Question } from "@micromall/domain";
import { useLocale } from "../../../../i18n";
import { LocalTextView } from "../../../../ui/DataText";
import styles from "./info.module.css";

/** Props of {@link QuestionList}. */
export interface QuestionListProps {
  /** Accessible name of the list. */
  readonly label: string;
  readonly questions: readonly Question[];
}

/** A list of questions and answers. */
export function QuestionList({ label, questions }: QuestionListProps) {
  const locale = useLocale();
  return (
    <ul className={styles.list} aria-label={label}>
      {questions.map((question) => {
        const texts = questionTexts(question, locale);
        return (
          <li key={question.id} className={styles.question}>
            <details>
              <summary lang={texts.question.lang}>{texts.question.text}</summary>
              <LocalTextView as="p" text={texts.answer} />
            </details>
          </li>
        );
      })}
    </ul>
  );
}
