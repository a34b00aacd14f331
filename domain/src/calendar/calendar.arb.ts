/** Arbitraries of calendar-date text, built from real dates. */
import fc from "fast-check";
import { daysInMonth, formatDateParts } from "./china-date";

/** A real date between 1900-01-01 and 2099-12-31 as YYYY-MM-DD. */
export const dateTextArb = fc
  .tuple(fc.integer({ min: 1900, max: 2099 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }))
  .map(([year, month, dayHint]) => formatDateParts({ year, month, day: 1 + ((dayHint - 1) % daysInMonth(year, month)) }));
