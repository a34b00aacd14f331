import { describe, expect, it } from "vitest";
import { subjectLineRows } from "./insured-object";

describe("subjectLineRows (customer rehearsal: a policy's 展会主题/展会地址/展位号 stayed Chinese in English)", () => {
  const lines = [
    { label: "展会主题", value: "2026中国国际智能家居博览会" },
    { label: "展位号", value: "A3-118" },
    { label: "船名", value: "远洋一号" },
  ];
  it("gives the mall's English label, the value as data; a label the mall does not know stays marked Chinese", () => {
    expect(subjectLineRows(lines, "en")).toEqual([
      { label: "Exhibition", value: "2026中国国际智能家居博览会", data: true, dataLabel: false },
      { label: "Booth number", value: "A3-118", data: true, dataLabel: false },
      { label: "船名", value: "远洋一号", data: true, dataLabel: true },
    ]);
  });
  it("in Chinese every label is the gateway's own, marked as Chinese data as before", () => {
    expect(subjectLineRows(lines, "zh-CN").map((row) => [row.label, row.dataLabel])).toEqual([["展会主题", true], ["展位号", true], ["船名", true]]);
  });
});
