import { beforeEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import type { InvoiceRecord, InvoiceState } from "@micromall/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { resetBrowserState } from "../../test-support/reset";
import { InvoiceActions } from "./InvoiceRows";

beforeEach(resetBrowserState);

const RECORD: InvoiceRecord = {
  riskName: "境内旅行意外险",
  policyNo: "PLAY2026000000000001",
  startDate: "2026-12-01",
  endDate: "2026-12-03",
  sumPremium: 1000,
  insuredName: "王小明",
  invoiceState: "1",
  invoiceStateName: "开票中",
};

function renderActions(invoiceState: InvoiceState) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <InvoiceActions record={{ ...RECORD, invoiceState }} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("InvoiceActions: what a link offers follows the invoice's state (customer rehearsal 3: 查看发票 while it was being issued)", () => {
  it("an invoice being issued or refused offers its request's progress, not an invoice", () => {
    for (const state of ["1", "3", "4"] as const) {
      const view = renderActions(state);
      expect(screen.getByRole("link", { name: "查看开票进度：境内旅行意外险" }).textContent).toBe("查看开票进度");
      expect(screen.queryByRole("link", { name: /^查看发票/ })).toBeNull();
      view.unmount();
    }
  });
  it("an issued invoice offers the invoice", () => {
    renderActions("2");
    expect(screen.getByRole("link", { name: "查看发票：境内旅行意外险" }).textContent).toBe("查看发票");
  });
});
