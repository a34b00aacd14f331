/**
 * One reading of a page's address: the function a prefetch calls and the hook a screen calls answer the same.
 */
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, test } from "vitest";
import { addressParams, useAddressParams } from "./address-params";

const page = addressParams((query) => ({ policyNo: query.get("policyNo") ?? "", tab: query.get("tab") === "2" ? "claims" : "policies" }));

function Shows() {
  const { policyNo, tab } = useAddressParams(page);
  return <p>{`${policyNo}|${tab}`}</p>;
}

describe("addressParams", () => {
  test("reads a query string with or without its question mark, and a missing value as the page's none", () => {
    expect(page("?policyNo=P1&tab=2")).toEqual({ policyNo: "P1", tab: "claims" });
    expect(page("policyNo=P1")).toEqual({ policyNo: "P1", tab: "policies" });
    expect(page("")).toEqual({ policyNo: "", tab: "policies" });
  });

  test("the screen's hook reads the address shown exactly as the function reads it", () => {
    for (const search of ["?policyNo=P9&tab=2", "?tab=1", ""]) {
      const view = render(
        <MemoryRouter initialEntries={[`/policyDetails${search}`]}>
          <Shows />
        </MemoryRouter>,
      );
      const { policyNo, tab } = page(search);
      expect(screen.getByText(`${policyNo}|${tab}`)).toBeTruthy();
      view.unmount();
    }
  });
});
