import { beforeEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { statusLabel, type ServiceBenefit } from "@micromall/domain";
import { setLocale } from "../../../../i18n";
import { resetBrowserState } from "../../../test-support/reset";
import { BenefitCard } from "./BenefitCard";

const BENEFIT: ServiceBenefit = {
  benefitId: "B1",
  name: "道路救援",
  description: "拖车、搭电、换胎",
  icon: "",
  state: "0",
  stateName: "待激活",
  validTo: "2026-12-31",
  timesLeft: 3,
  link: "/roadRescue",
  kind: "rescue",
  timesTotal: 3,
  howToUse: "拨打95518",
};

beforeEach(resetBrowserState);

describe("BenefitCard", () => {
  // Issue 20 item 1: one source for the benefit status words, domain's statusLabel("benefit").
  for (const state of ["0", "1", "2", "3"] as const) {
    for (const locale of ["zh-CN", "en"] as const) {
      it(`shows domain's word for state ${state} in ${locale}`, () => {
        setLocale(locale);
        render(
          <ul>
            <BenefitCard benefit={{ ...BENEFIT, state }} />
          </ul>,
        );
        expect(screen.getByRole("heading", { level: 3 }).textContent).toContain(statusLabel("benefit", state, locale));
      });
    }
  }

  it("says what a benefit to activate will give, not 剩余 0/6 次 as if used up (customer rehearsal 3)", () => {
    render(
      <ul>
        <BenefitCard benefit={{ ...BENEFIT, state: "0", timesLeft: 0, timesTotal: 6 }} />
        <BenefitCard benefit={{ ...BENEFIT, benefitId: "B2", state: "1", timesLeft: 2, timesTotal: 6 }} />
      </ul>,
    );
    const [pending, usable] = screen.getAllByRole("listitem");
    expect(pending?.textContent).toContain("激活后可用 6 次");
    expect(pending?.textContent).not.toContain("剩余");
    expect(usable?.textContent).toContain("剩余 2/6 次");
  });

  it("names the policy a benefit came with, so two road rescues of two cars tell apart (customer rehearsal 3)", () => {
    render(
      <MemoryRouter>
        <ul>
          <BenefitCard benefit={{ ...BENEFIT, policyNo: "PDAA202600000001" }} />
          <BenefitCard benefit={{ ...BENEFIT, benefitId: "B2" }} />
        </ul>
      </MemoryRouter>,
    );
    const [fromPolicy, other] = screen.getAllByRole("listitem");
    expect(fromPolicy?.textContent).toContain("来自保单 PDAA202600000001");
    expect(screen.getByRole("link", { name: "来自保单 PDAA202600000001" }).getAttribute("href")).toBe("/policyDetails?policyNo=PDAA202600000001");
    expect(other?.textContent).not.toContain("来自保单");
  });
});
