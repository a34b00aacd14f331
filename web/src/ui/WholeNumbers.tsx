/**
 * Text whose numbers a line never breaks inside (issue 20 item 2, elder mode's large type beside long English labels):
 * each date, time range, amount or code (domain's `numberRuns`) is a `white-space: nowrap` span; the words around them
 * wrap as before. Used where a value mixes words and numbers in a narrow column (an outlet's hours, an order's period).
 */
import { numberRuns } from "@micromall/domain";

/**
 * @example <WholeNumbers text="周一至周日 09:00-18:00" /> // 周一至周日 <span class="mm-nowrap">09:00-18:00</span>
 */
export function WholeNumbers({ text }: { readonly text: string }) {
  return (
    <>
      {numberRuns(text).map((piece, index) =>
        piece.number ? (
          <span key={index} className="mm-nowrap">
            {piece.text}
          </span>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}
