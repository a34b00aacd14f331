/**
 * The smoke walk's findings that are known and not fixed yet, per mode and route: each entry is the start of a
 * finding line (its check and enough words to tell it). The walk fails on any finding not listed here, and on a
 * listed one that no longer happens (so the list only shrinks). Goal: empty.
 */
import type { WalkMode } from "./page-checks";

export const KNOWN_FINDINGS: Readonly<Record<WalkMode, Readonly<Record<string, readonly string[]>>>> = {
  normal: {},
  elder: {},
  en: {},
  "en-elder": {},
};
