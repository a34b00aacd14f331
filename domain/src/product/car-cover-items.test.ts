import { describe, expect, it } from "vitest";
import { carCoverItems } from "./car-cover-names";
import { toCarCoverChoice } from "./car-insure";

describe("carCoverItems", () => {
  it("lists the compulsory cover, then the chosen covers in the mall's order, named in Chinese with the English", () => {
    expect(carCoverItems(toCarCoverChoice("BZ:20000000|DDC:1000000|DDA:15000000") ?? {})).toEqual([
      { name: "机动车交通事故责任强制保险", sumInsuredFen: 20_000_000, en: { name: "Compulsory traffic accident liability cover" } },
      { name: "机动车损失保险", sumInsuredFen: 15_000_000, en: { name: "Vehicle damage cover" } },
      { name: "机动车车上人员责任保险", sumInsuredFen: 1_000_000, en: { name: "On-board persons' liability cover" } },
    ]);
  });

  it("is the compulsory cover alone for no choice or what is not one", () => {
    expect(carCoverItems({}).map((item) => item.name)).toEqual(["机动车交通事故责任强制保险"]);
    expect(carCoverItems(null as never)).toHaveLength(1);
  });
});
