/**
 * Issue 20 item 8: no screen uses the browser's own date or file pickers. A native date input shows the
 * browser's format (mm/dd/yyyy in some), so every date is the mall's `DatePicker` (YYYY-MM-DD, the sheet); a raw
 * file input shows "Choose File / No file chosen", so every photo is picked with the mall's `PhotoPicker` (the
 * camera and album buttons that `PhotoUploader` and the pickers shown before it loads share), the one file input of
 * the mall. Read from every source file, so a new screen is checked without a list.
 */
import { describe, expect, it } from "vitest";

const SOURCES = import.meta.glob<string>(["../**/*.tsx", "../**/*.ts", "!../**/*.test.*", "!../**/*.d.ts"], {
  eager: true,
  query: "?raw",
  import: "default",
});

/** `type="date"`, `type={"date"}`, `type: "date"` and the other date- and time-like native inputs (`datetime-local`, `time`). */
const NATIVE_DATE = /\btype\s*(?:=\s*\{?\s*|:\s*)["'`](?:date|datetime-local|time|month|week)["'`]/;
const FILE_INPUT = /\btype\s*(?:=\s*\{?\s*|:\s*)["'`]file["'`]/;
const PICKER = "../components/upload/PhotoPicker.tsx";

function offenders(pattern: RegExp, allowed: readonly string[] = []): string[] {
  return Object.entries(SOURCES)
    .filter(([file, text]) => !allowed.includes(file) && pattern.test(text))
    .map(([file]) => file)
    .sort();
}

describe("native pickers", () => {
  it("reads the sources it checks", () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    expect(SOURCES[PICKER]).toMatch(FILE_INPUT);
  });

  it("catches every native date or time input type", () => {
    for (const type of ["date", "datetime-local", "time", "month", "week"]) expect([type, NATIVE_DATE.test(`<input type="${type}" />`)]).toEqual([type, true]);
    expect(NATIVE_DATE.test(`<input type="text" />`)).toBe(false);
  });

  it("has no native date input in any screen or component (the mall's DatePicker instead)", () => {
    expect(offenders(NATIVE_DATE)).toEqual([]);
  });

  it("has no file input outside the mall's PhotoPicker", () => {
    expect(offenders(FILE_INPUT, [PICKER])).toEqual([]);
  });
});
