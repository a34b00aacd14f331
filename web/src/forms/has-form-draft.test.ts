import { beforeEach, describe, expect, it } from "vitest";
import { draftSuffix } from "../state/draft";
import { STORAGE_KEYS, writeStored } from "../state/storage";
import { resetBrowserState } from "../features/test-support/reset";
import { hasFormDraft } from "./use-form-draft";

beforeEach(resetBrowserState);

const store = (account: string, formId: string, text: string) => writeStored(STORAGE_KEYS.draft, text, draftSuffix(account, formId));

describe("hasFormDraft", () => {
  it("is true only for a stored draft of that form and account with something typed", () => {
    expect(hasFormDraft("inputInfo:EAJ", "")).toBe(false);
    store("", "inputInfo:EAJ", JSON.stringify({ applyName: "", applyMobile: "  " }));
    expect(hasFormDraft("inputInfo:EAJ", "")).toBe(false);
    store("", "inputInfo:EAJ", JSON.stringify({ applyName: "王小明", applyMobile: "" }));
    expect(hasFormDraft("inputInfo:EAJ", "")).toBe(true);
    expect(hasFormDraft("inputInfo:YAB", "")).toBe(false);
    expect(hasFormDraft("inputInfo:EAJ", "M1001")).toBe(false);
  });

  it("is false for a stored value that is not a draft", () => {
    store("", "inputInfo:EAJ", "{not json");
    expect(hasFormDraft("inputInfo:EAJ", "")).toBe(false);
    store("", "inputInfo:EAJ", JSON.stringify(["王小明"]));
    expect(hasFormDraft("inputInfo:EAJ", "")).toBe(false);
  });
});
