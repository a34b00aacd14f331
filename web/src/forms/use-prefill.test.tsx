import { beforeEach, describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { CAR_LOOKUP_FORM_SHAPE, vehicleOwnerFill, selfInsuredFill, type SelfIdentity } from "@micromall/domain";
import type { CarLookupForm } from "@micromall/domain/schemas";
import { resetBrowserState } from "../features/test-support/reset";
import { hasFormDraft, useFormDraft, usePrefill } from "./use-form-draft";
import { useSchemaForm } from "./use-schema-form";

beforeEach(resetBrowserState);

type Values = { licenseNo: string; insuredName: string; identifyType: string; identifyNumber: string };
const EMPTY: Values = { licenseNo: "", insuredName: "", identifyType: "01", identifyNumber: "" };
const IDENTITY: SelfIdentity = { name: "谢刚娟", identifyType: "01", identifyNumber: "420106196708081889" };

/** A form with its draft, filled from `identity` by `fill` (again when `again` changes). */
function useFilledForm(identity: SelfIdentity | undefined, again: string) {
  const form = useSchemaForm<Values, CarLookupForm>(CAR_LOOKUP_FORM_SHAPE, EMPTY);
  useFormDraft(form, { formId: "prefill-test", passwords: [] });
  const { getValues, setValue } = form;
  usePrefill(identity, (data) => (again === "601005" ? vehicleOwnerFill(getValues(), data) : selfInsuredFill(again, getValues(), data)), setValue, again);
  return form;
}

describe("usePrefill (customer rehearsal 5: one fill from the account for every form; the wallet's started a draft)", () => {
  it("fills the fields once the data arrives, as the screen's prefill: no draft starts", () => {
    const { result, rerender } = renderHook(({ identity, again }) => useFilledForm(identity, again), { initialProps: { identity: undefined as SelfIdentity | undefined, again: "601005" } });
    expect(result.current.getValues().insuredName).toBe("");
    rerender({ identity: IDENTITY, again: "601005" });
    expect(result.current.getValues()).toMatchObject({ insuredName: IDENTITY.name, identifyNumber: IDENTITY.identifyNumber });
    expect(hasFormDraft("prefill-test", "")).toBe(false);
  });

  it("fills again only for new data or a new `again`: a field the customer emptied stays empty over a render", () => {
    const { result, rerender } = renderHook(({ identity, again }) => useFilledForm(identity, again), { initialProps: { identity: IDENTITY as SelfIdentity | undefined, again: "601005" } });
    act(() => result.current.setValue("insuredName", ""));
    rerender({ identity: IDENTITY, again: "601005" });
    expect(result.current.getValues().insuredName).toBe("");
    // another relationship empties what still is the account's own
    rerender({ identity: IDENTITY, again: "601001" });
    expect(result.current.getValues().identifyNumber).toBe("");
  });
});
