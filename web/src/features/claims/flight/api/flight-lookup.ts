/**
 * The flight-delay benefit lookup (/servicesQuery, issue 10): the shared lookup shape configured for a flight
 * number (spec §5: 1–7 letters or digits), its date and the traveller's identity (domain's
 * `FLIGHT_BENEFIT_LOOKUP_FORM_SHAPE`, identity types `FLIGHT_LOOKUP_IDENTITY_TYPES`), answered by `showEquity` with
 * the account's mall id and the flight; the answer's flight-delay benefits are the result (`flightDelayBenefits`).
 *
 * Decisions where the spec is silent:
 * - The benefit belongs to the mall account (showEquity is the account's benefits), so the lookup sends the mall id
 *   and the page needs the mall login (spec §6: services require it).
 * - The result shows on the lookup's own page (`resultPath` is /servicesQuery, the lookup in the navigation's
 *   state); nothing found shows in place of the form with what was searched.
 */
import {
  FLIGHT_BENEFIT_LOOKUP_FORM_SHAPE,
  FLIGHT_LOOKUP_IDENTITY_TYPES,
  flightDelayBenefits,
  toResultList,
  type FlightBenefitRequest,
  type ServiceBenefit,
} from "@micromall/domain";
import type { LookupConfig, LookupValues } from "../../../../components/lookup";
import { identityFields } from "../../../../components/lookup/lookup-fields";
import { gatewayQuery } from "../../../../gateway/query";

/** The route of the lookup and its result. */
export const FLIGHT_PATH = "/servicesQuery";

/**
 * The call's payload from the lookup's values and the account.
 * @example flightPayload({ flightNo: "CA1234", flightDate: "2026-11-20", identifyType: "01", identifyNumber: "…" }, "M1").flightNo // "CA1234"
 */
export function flightPayload(values: LookupValues, mallId: string): FlightBenefitRequest {
  return {
    mallId,
    flightNo: values["flightNo"] ?? "",
    flightDate: values["flightDate"] ?? "",
    identifyType: values["identifyType"] ?? "",
    identifyNumber: values["identifyNumber"] ?? "",
  };
}

/**
 * The flight lookup of an account.
 * @example <LookupForm config={flightLookup(mallId)} />
 */
export function flightLookup(mallId: string): LookupConfig<"showEquity", ServiceBenefit> {
  return {
    id: "servicesQuery",
    form: FLIGHT_BENEFIT_LOOKUP_FORM_SHAPE,
    fields: [
      { name: "flightNo", kind: "text", label: "flightNo", maxLength: 7 },
      { name: "flightDate", kind: "date", label: "flightDate", maxLength: 10 },
      ...identityFields(),
    ],
    identityTypes: FLIGHT_LOOKUP_IDENTITY_TYPES,
    empty: { flightNo: "", flightDate: "", identifyType: "01", identifyNumber: "" },
    call: "showEquity",
    toPayload: (values) => flightPayload(values, mallId),
    rows: (answer) => flightDelayBenefits(toResultList(answer)),
    resultPath: FLIGHT_PATH,
  };
}

/**
 * The benefits a flight lookup found (the lookup's payload again; the form's call has cached it).
 * @example useQuery(flightBenefitsQuery(flightPayload(state.lookup, mallId)))
 */
export function flightBenefitsQuery(payload: FlightBenefitRequest) {
  return gatewayQuery("showEquity", payload, { staleTime: 30_000 });
}
