/**
 * Character-class helpers over UTF-16 code units, shared by the document validators. Internal: not
 * re-exported from the package. Plain comparisons instead of regular expressions, so no pattern can
 * backtrack and full-width or astral look-alikes never match.
 */

/** Whether the code unit is `0`–`9`. */
export function isDigitCode(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Whether the code unit is `A`–`Z`. */
export function isUpperCode(code: number): boolean {
  return code >= 65 && code <= 90;
}

/** Whether the code unit is `A`–`Z` or `a`–`z`. */
export function isLetterCode(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** Whether every code unit of `text` from `start` (inclusive) to `end` (exclusive) satisfies `test`. */
export function allCodes(text: string, start: number, end: number, test: (code: number) => boolean): boolean {
  for (let i = start; i < end; i++) if (!test(text.charCodeAt(i))) return false;
  return true;
}

/** Whether the code unit is an ASCII letter or digit. */
export function isAlnumCode(code: number): boolean {
  return isDigitCode(code) || isLetterCode(code);
}

/** Whether the code unit is an ASCII digit or upper-case letter. */
export function isUpperAlnumCode(code: number): boolean {
  return isDigitCode(code) || isUpperCode(code);
}
