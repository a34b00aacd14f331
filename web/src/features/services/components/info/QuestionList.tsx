/**
 * Common questions with their answers, each a disclosure (`<details>`: the question is the summary, opened
 * to read the answer), as a named list.
 */
import type { Question } from "@micromall/domain";
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
            <summary>{question.question}</summary>
            <p>{question.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
