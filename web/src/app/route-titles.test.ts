/**
 * Spec §2 gives some routes a title in English; the mall's table says the same in both languages. A screen that
 * serves adding and editing is titled by what it does (its `<h1>`); the table holds the adding title.
 */
import { describe, expect, it } from "vitest";
import { ACCOUNT_ROUTE_TITLES } from "../features/account/routes";
import { BUY_ROUTE_TITLES } from "../features/buy/routes";

const ROUTE_TITLES = {
  "zh-CN": { ...ACCOUNT_ROUTE_TITLES["zh-CN"], ...BUY_ROUTE_TITLES["zh-CN"] },
  en: { ...ACCOUNT_ROUTE_TITLES.en, ...BUY_ROUTE_TITLES.en },
};

describe("route titles of spec §2", () => {
  it.each([
    ["route.inputInfo", "立即投保", "Insure now"],
    ["route.applicationResulst", "投保结果", "Application results"],
    ["route.editPerson", "添加联系人", "Add contact"],
    ["route.newaddress", "添加地址", "Add address"],
  ] as const)("%s is %s / %s", (key, zh, en) => {
    expect(ROUTE_TITLES["zh-CN"][key]).toBe(zh);
    expect(ROUTE_TITLES.en[key]).toBe(en);
  });
});
