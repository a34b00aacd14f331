/**
 * The live premium of a car choice, shared by the covers and the applicant steps of /insureRight: the
 * application form's `premiumQuery` asked with the settled choice (`useDebounced`, as /inputInfo), one cache
 * entry per payload, so an older answer arriving late never replaces the newer one on screen.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { carCoverProblems, formatFen, toCarCoverChoice } from "@micromall/domain";
import { GatewayRefusal } from "../../../../gateway/query";
import { premiumQuery } from "../../api/application-queries";
import { useMessages } from "../../../../i18n";
import { CAR_PREMIUM_MESSAGES } from "../../car-premium.messages";
import { PREMIUM_DEBOUNCE_MS, useDebounced } from "../application/use-debounced";

/** What the screen says about the premium. */
export type CarPremium =
  | { readonly kind: "amount"; readonly amount: string; readonly fen: number }
  | { readonly kind: "pending" }
  | { readonly kind: "invalid" }
  | { readonly kind: "failed"; readonly reason: string };

/**
 * The premium of `kinds` (domain's `carKindsText`) for the product's plan, asked once the choice has settled;
 * for a renewal (`renewalPolicyNo`, "" for a new vehicle) with the offer's discount, as the offer quoted it.
 * @example const premium = useCarPremium("DAA", "DAA01", "BZ:20000000|DDA:15000000", "")
 */
export function useCarPremium(productCode: string, planCode: string, kinds: string, renewalPolicyNo: string): CarPremium {
  const choice = toCarCoverChoice(kinds);
  const valid = choice !== null && carCoverProblems(choice).length === 0 && planCode !== "";
  const request = useDebounced({ productCode, planCode, kinds, duration: 1, insuredCount: 1, ...(renewalPolicyNo === "" ? {} : { renewalPolicyNo }) }, PREMIUM_DEBOUNCE_MS);
  const premium = useQuery({ ...premiumQuery(request), enabled: valid && request.kinds !== "" && request.planCode !== "", placeholderData: keepPreviousData });
  if (!valid) return { kind: "invalid" };
  if (premium.error instanceof GatewayRefusal) return { kind: "failed", reason: premium.error.message };
  if (premium.data === undefined || premium.isPlaceholderData || request.kinds !== kinds) return { kind: "pending" };
  return { kind: "amount", amount: formatFen(premium.data.sumPremium), fen: premium.data.sumPremium };
}

/**
 * What the footer of the covers and applicant steps says about the premium, in the customer's language.
 * @example usePremiumText({ kind: "pending" }) // "保费计算中"
 */
export function usePremiumText(premium: CarPremium): string {
  const t = useMessages(CAR_PREMIUM_MESSAGES);
  switch (premium.kind) {
    case "amount":
      return `${t("car.premium")} ¥${premium.amount}`;
    case "pending":
      return t("car.premium.pending");
    case "invalid":
      return t("car.premium.fixCovers");
    case "failed":
      return t("car.premium.failed", { reason: premium.reason });
  }
}
