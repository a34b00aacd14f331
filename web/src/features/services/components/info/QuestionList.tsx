/**
 * Common questions with their answers, each a disclosure (`<details>`: the question is the summary, opened
 * to read the answer), as a named list. Questions and answers are the gateway's content: data, marked
 * `lang="zh-CN"` (ui/DataText).
 */
import type { Question } from "@micromall/domain";
import { DATA_LANG } from "../../../../ui/DataText";
import styles from "./info.module.css";

/** Props of {@link QuestionList}. */
export interface QuestionListProps {
  /** Accessible name of the list. */
  readonly label: string;
  readonly questions: readonly Question[];
}

/** A list of questions and answers. */
export function QuestionList({ label, questions }: QuestionListProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {questions.map((question) => (
        <li key={question.id} className={styles.question}>
          <details>
            <summary lang={DATA_LANG}>{question.question}</summary>
            <p lang={DATA_LANG}>{question.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
