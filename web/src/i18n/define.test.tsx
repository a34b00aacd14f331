/**
 * The typed message API: a table's keys are checked at compile time (the `@ts-expect-error` lines fail
 * `tsc` if a wrong key or a lopsided table ever compiles), lookups are own-property only, placeholders are filled
 * by domain's one filler, and `useMessages` follows a language switch.
 */
import { Suspense } from "react";
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, expectTypeOf, it } from "vitest";
import { defineMessages, defineMessagesEnglishLater, englishReady, loadEnglish, setLocale, translate, useMessages, type MessageKeyOf } from "./index";

const TABLE = defineMessages({
  "zh-CN": { "demo.title": "标题", "demo.count": "共{n}项，第{i}项" },
  en: { "demo.title": "Title", "demo.count": "{i} of {n}" },
});

afterEach(() => {
  act(() => setLocale("zh-CN"));
});

describe("defineMessages / translate", () => {
  it("types the keys as the table's own union", () => {
    expectTypeOf<MessageKeyOf<typeof TABLE>>().toEqualTypeOf<"demo.title" | "demo.count">();
    expectTypeOf(TABLE["zh-CN"]["demo.title"]).toEqualTypeOf<"标题">();
    // @ts-expect-error a key the table does not have does not compile
    translate(TABLE, "demo.missing");
    // @ts-expect-error nor does another table's key
    translate(TABLE, "ui.loading");
    defineMessages({
      "zh-CN": { a: "甲", b: "乙" },
      // @ts-expect-error a key missing in English does not compile
      en: { a: "A" },
    });
    defineMessages({
      "zh-CN": { a: "甲" },
      // @ts-expect-error nor does an English key the Chinese table lacks
      en: { a: "A", b: "B" },
    });
  });

  it("answers in the asked locale and fills placeholders", () => {
    expect(translate(TABLE, "demo.title", undefined, "zh-CN")).toBe("标题");
    expect(translate(TABLE, "demo.title", undefined, "en")).toBe("Title");
    expect(translate(TABLE, "demo.count", { n: 5, i: 2 }, "en")).toBe("2 of 5");
    expect(translate(TABLE, "demo.count", { n: 5 }, "zh-CN")).toBe("共5项，第{i}项");
  });

  it("treats inherited names as unknown keys: the key itself, never a function or an object", () => {
    for (const key of ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"]) {
      // Keys built at run time (from a link) reach translate as plain strings.
      const text = translate(TABLE as { "zh-CN": Record<string, string>; en: Record<string, string> }, key, undefined, "en");
      expect(text).toBe(key);
      expect(translate(TABLE as { "zh-CN": Record<string, string>; en: Record<string, string> }, key, { n: 1 })).toBe(key);
    }
  });

  it("defaults to the current locale", () => {
    expect(translate(TABLE, "demo.title")).toBe("标题");
    act(() => setLocale("en"));
    expect(translate(TABLE, "demo.title")).toBe("Title");
  });
});

function Title() {
  const m = useMessages(TABLE);
  return <h1>{m("demo.count", { n: 3, i: 1 })}</h1>;
}

describe("useMessages", () => {
  it("renders in the current locale and re-renders on a language switch", () => {
    render(<Title />);
    expect(screen.getByRole("heading").textContent).toBe("共3项，第1项");
    act(() => setLocale("en"));
    expect(screen.getByRole("heading").textContent).toBe("1 of 3");
  });
});

describe("defineMessagesEnglishLater", () => {
  /** A table whose English arrives when `arrive` is called, counting the loads asked for. */
  function laterTable(english: Promise<{ "demo.name": string }>) {
    let loads = 0;
    const table = defineMessagesEnglishLater({ "demo.name": "投保" }, () => {
      loads += 1;
      return english;
    });
    return { table, loads: () => loads };
  }

  function Name({ table }: { table: ReturnType<typeof laterTable>["table"] }) {
    const m = useMessages(table);
    return <h1>{m("demo.name")}</h1>;
  }

  it("types the keys as defineMessages does, English keys checked against the Chinese ones", () => {
    const { table } = laterTable(Promise.resolve({ "demo.name": "Apply" }));
    expectTypeOf<MessageKeyOf<typeof table>>().toEqualTypeOf<"demo.name">();
    expect(Object.keys(table["zh-CN"])).toEqual(["demo.name"]);
    // @ts-expect-error an English table lacking a Chinese key does not compile
    defineMessagesEnglishLater({ a: "甲", b: "乙" }, () => Promise.resolve({ a: "A" }));
  });

  it("answers in Chinese without loading anything, and loads the English once, on the first English read", async () => {
    let arrive: (texts: { "demo.name": string }) => void = () => undefined;
    const { table, loads } = laterTable(new Promise((resolve) => (arrive = resolve)));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Name table={table} />
      </Suspense>,
    );
    expect(screen.getByRole("heading").textContent).toBe("投保");
    expect(loads()).toBe(0);
    expect(englishReady(table)).toBe(false);
    await act(async () => setLocale("en"));
    // no Chinese on the English screen while the English is on its way: the screen waits (the route's Suspense)
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.getByText("loading")).toBeTruthy();
    expect(loads()).toBe(1);
    await act(async () => {
      arrive({ "demo.name": "Apply" });
      await loadEnglish(table);
    });
    expect((await screen.findByRole("heading")).textContent).toBe("Apply");
    expect(englishReady(table)).toBe(true);
    await loadEnglish(table);
    expect(loads()).toBe(1);
    expect(translate(table, "demo.name", undefined, "en")).toBe("Apply");
  });

  it("keeps the Chinese when the English cannot be loaded, and never rejects", async () => {
    const { table } = laterTable(Promise.reject(new Error("offline")));
    await expect(loadEnglish(table)).resolves.toBeUndefined();
    expect(englishReady(table)).toBe(true);
    act(() => setLocale("en"));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Name table={table} />
      </Suspense>,
    );
    expect(screen.getByRole("heading").textContent).toBe("投保");
  });

  it("loads nothing for a table declared with defineMessages", async () => {
    expect(englishReady(TABLE)).toBe(true);
    await expect(loadEnglish(TABLE)).resolves.toBeUndefined();
  });
});
