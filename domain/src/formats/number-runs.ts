/**
 * The pieces of a text to show with its numbers whole (spec §9 elder mode, issue 20 item 2: "numbers never break
 * inside"): a date (2026-12-19), a time range (09:00-18:00), an amount (1,234.50) or a code is one piece a line never
 * breaks inside, though a browser may break a line after a hyphen or a slash. A number run starts and ends with a
 * digit and may hold `- : / . ,` between digits; everything else is text. Total: any string, "" gives [].
 * @example numberRuns("周一至周日 09:00-18:00") // [{ text: "周一至周日 ", number: false }, { text: "09:00-18:00", number: true }]
 */
export function numberRuns(text: string): { readonly text: string; readonly number: boolean }[] {
  const pieces: { text: string; number: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(/\d(?:[\d\-:/.,]*\d)?/g)) {
    if (match.index > last) pieces.push({ text: text.slice(last, match.index), number: false });
    pieces.push({ text: match[0], number: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), number: false });
  return pieces;
}
