import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render } from "@testing-library/react";
import { WholeNumbers } from "./WholeNumbers";

afterEach(cleanup);

/** The pieces kept on one line (each in a `mm-nowrap` span), in order. */
function keptWhole(text: string): string[] {
  const { container } = render(<p>
    <WholeNumbers text={text} />
  </p>);
  expect(container.textContent).toBe(text);
  return Array.from(container.querySelectorAll(".mm-nowrap")).map((span) => span.textContent ?? "");
}

describe("WholeNumbers", () => {
  it("keeps each date, time, amount and long number on one line, and lets the words around them wrap (walk: 2026-12-03 broke in elder mode)", () => {
    expect(keptWhole("本产品设7天观察期，保障最早自2026-12-07 0时起生效")).toEqual(["2026-12-07"]);
    expect(keptWhole("保险期间：2026-12-07 0时 至 2027-12-06 24时（1年）")).toEqual(["2026-12-07", "2027-12-06", "24"]);
    expect(keptWhole("Cover: 2026-12-07 00:00 to 2027-12-06 24:00")).toEqual(["2026-12-07", "00:00", "2027-12-06", "24:00"]);
    expect(keptWhole("保费 ¥1,234.50，保单号 PHN2026112600018")).toEqual(["1,234.50", "2026112600018"]);
  });

  it("leaves a text without numbers as it is", () => {
    expect(keptWhole("请选择保障方案")).toEqual([]);
    expect(keptWhole("")).toEqual([]);
  });
});
