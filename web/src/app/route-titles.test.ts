/**
 * Spec §2 gives some routes a title in English; the mall's table says the same in both languages. A screen that
 * serves adding and editing is titled by what it does (issue 20 item 9, customer report 3 H6): its route carries
 * the edit title beside spec §2's adding title, and the page title (document and header) follows the address.
 */
import { describe, expect, it } from "vitest";
import { ACCOUNT_ROUTE_TITLES } from "../features/account/routes";
import { BUY_ROUTE_TITLES } from "../features/buy/routes";
import { ROUTES } from "./routes";
import { routeTitle } from "./use-after-navigation";

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

describe("a screen that serves adding and editing (issue 20 item 9, customer report 3 H6)", () => {
  const meta = (path: string) => {
    const route = ROUTES.find((candidate) => candidate.path === path);
    if (route === undefined) throw new Error(`no route ${path}`);
    return route.meta;
  };

  it.each([
    ["/editPerson", "contactId", ["添加联系人", "Add contact"], ["编辑联系人", "Edit contact"]],
    ["/newaddress", "addressId", ["添加地址", "Add address"], ["编辑地址", "Edit address"]],
  ] as const)("%s is titled by its mode (?%s=)", (path, param, [addZh, addEn], [editZh, editEn]) => {
    for (const search of ["", "?", `?${param}=`, "?from=list"]) {
      expect(routeTitle(meta(path), "zh-CN", search), search).toBe(addZh);
      expect(routeTitle(meta(path), "en", search), search).toBe(addEn);
    }
    for (const search of [`?${param}=X1`, `${param}=X1`, `?from=list&${param}=X%201`]) {
      expect(routeTitle(meta(path), "zh-CN", search), search).toBe(editZh);
      expect(routeTitle(meta(path), "en", search), search).toBe(editEn);
    }
  });

  it("are the routes that carry an edit title, each in both languages and unlike its adding title", () => {
    const editors = ROUTES.filter((route) => route.meta.editTitle !== undefined);
    expect(editors.map((route) => route.path).sort()).toEqual(["/editPerson", "/newaddress"]);
    for (const { path, meta: { titles, title, editTitle } } of editors) {
      for (const locale of ["zh-CN", "en"] as const) {
        const edit = editTitle === undefined ? undefined : titles[locale][editTitle.title];
        expect(edit?.trim(), `${path} ${locale}`).toBeTruthy();
        expect(edit, `${path} ${locale}`).not.toBe(titles[locale][title]);
      }
    }
  });
});
