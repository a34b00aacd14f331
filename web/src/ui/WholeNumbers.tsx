/**
 * A sentence whose numbers never break across lines: each run of two or more digits, with the separators inside it
 * (a date's hyphens, a time's colon, an amount's comma and point), is kept on one line; the words around it wrap
 * as they would. Issue 20 item 2: "numbers never break inside", also in elder mode's large text, where the walk saw
 * "2026-12-03" split over two lines of the application form's cover note.
 */
import { Fragment, type ReactNode } from "react";

/** A number as the customer reads it: digits, with hyphens, colons, slashes, commas or points between them. */
const NUMBER = /\d(?:[\d,.:/-]*\d)?/g;

/**
 * `text` with every number of two or more characters kept whole (a `mm-nowrap` span).
 * @example <p><WholeNumbers text="保障最早自2026-12-07 0时起生效" /></p>
 */
export function WholeNumbers({ text }: { readonly text: string }): ReactNode {
  const pieces: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(NUMBER)) {
    if (match[0].length < 2) continue;
    pieces.push(text.slice(from, match.index), <span key={match.index} className="mm-nowrap">{match[0]}</span>);
    from = match.index + match[0].length;
  }
  pieces.push(text.slice(from));
  return <Fragment>{pieces}</Fragment>;
}
