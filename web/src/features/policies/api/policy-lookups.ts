/**
 * The open policy lookups as data (issue 10 "One engine, many routes"): the lookup by holder name and identity
 * (/policySearch) and ONE table of the four lines (vehicle, gas, online, other) — per line its lookup (fields,
 * form shape, identity types, call), where its results and details are, the columns of its result list and the
 * sections of its detail. The shared shapes (`components/lookup`, `components/detail`) and this feature's three
 * screens (lookup, results, detail) read the table by route; no screen is written per line.
 *
 * Decisions where the spec is silent:
 * - /policySearch asks `corePolicyList` (every line at once, the policy system's own list): a customer who does
 *   not know the line of a policy finds it there; the line lookups ask their line's list.
 * - The vehicle line's results show on /policyVehicle itself (under the form, as the spec allows): it has no
 *   list or detail route of its own, and a motor policy's detail is the account's /policyDetails (login).
 * - The gas, online and other lines ask for the §3 "policy lists" fields (name, identity, birthday, sex, mobile);
 *   they carry no picture code (the spec names none) — the birthday and mobile are the second factor.
 * - None of these calls pages (they answer the whole list), so no result list scrolls for more.
 * - Nothing found: /policySearch goes to /nopolicySearchlist; a line shows the not-found shape in place of its
 *   form (its retry shows the form again with what was typed).
 */
import { policyPage } from "../params";
import {
  LENGTH_LIMITS,
  POLICY_LINE_IDENTITY_TYPES,
  POLICY_LINE_LOOKUP_FORM_SHAPE,
  POLICY_SEARCH_FORM_SHAPE,
  POLICY_SEARCH_IDENTITY_TYPES,
  POLICY_VEHICLE_IDENTITY_TYPES,
  POLICY_VEHICLE_LOOKUP_FORM_SHAPE,
  toResultList,
  type PolicyKind,
  type PolicySummary,
} from "@micromall/domain";
import type { QueryClient } from "@tanstack/react-query";
import type { LookupConfig, LookupField, LookupValues } from "../../../components/lookup/lookup-config";
import { captchaField, identityFields } from "../../../components/lookup/lookup-fields";
import { gatewayQuery, startQuery } from "../../../gateway/query";

/** The list calls of the lines and of the lookup by holder. */
export type PolicyListCall = "corePolicyList" | "queryCarPolicyList" | "queryGasPolicyList" | "queryInternetPolicyList" | "queryOtherPolicyList";
/** The detail calls of the lines that have a detail route. */
export type LineDetailCall = "queryGasPolicyDetail" | "queryInternetPolicyDetail" | "queryOtherPolicyDetail";

/** A column of a policy result list (how each shows: `PolicyResults`). */
export type PolicyColumn = "policyNo" | "insuredName" | "plate" | "period" | "premium" | "state";
/** A section of a policy's detail (how each shows: `policyDetailSections`). */
export type PolicySection = "overview" | "holder" | "insured" | "subject" | "covers";

/** A policy lookup: its shared-shape configuration plus what its result list shows. */
export interface PolicyLookup {
  readonly lookup: LookupConfig<PolicyListCall, PolicySummary>;
  /** The route of the form (where "search again" goes). */
  readonly lookupPath: string;
  readonly columns: readonly PolicyColumn[];
}

/** One line of business: its lookup, its result and detail routes, its columns and detail sections. */
export interface PolicyLine extends PolicyLookup {
  readonly line: PolicyKind;
  /** The detail route and call; none for the vehicle line (its detail is the account's /policyDetails). */
  readonly detail: { readonly path: string; readonly call: LineDetailCall } | null;
  readonly sections: readonly PolicySection[];
}

/** The fields of the §3 "policy lists" lookup (the names of `POLICY_LINE_LOOKUP_FORM_SHAPE`). */
const PERSON_FIELDS: readonly LookupField[] = [
  { name: "username", kind: "text", label: "username", maxLength: LENGTH_LIMITS.name.queryScreen },
  ...identityFields("identifytype", "identifynumber"),
  { name: "birthday", kind: "birthday", label: "birthday", maxLength: 10 },
  { name: "sex", kind: "choice", label: "sex", maxLength: 1, options: [{ value: "0", label: "sex.0" }, { value: "1", label: "sex.1" }] },
  { name: "mobliephone", kind: "text", label: "mobile", maxLength: LENGTH_LIMITS.mobile, inputMode: "tel", mask: "mobile" },
];
const PERSON_EMPTY: LookupValues = { username: "", identifytype: "01", identifynumber: "", birthday: "", sex: "0", mobliephone: "" };

/** The payload of the §3 "policy lists" lookup (every field of the form, by its wire name). */
function personPayload(values: LookupValues) {
  return {
    username: values["username"] ?? "",
    identifytype: values["identifytype"] ?? "",
    identifynumber: values["identifynumber"] ?? "",
    birthday: values["birthday"] ?? "",
    sex: values["sex"] ?? "",
    mobliephone: values["mobliephone"] ?? "",
  };
}

const rows = (answer: PolicySummary | readonly PolicySummary[] | null | undefined) => toResultList<PolicySummary>(answer);

/** A line of the person-field lookups (gas, online, other). */
function personLine(line: PolicyKind, paths: { lookup: string; list: string; detail: string }, call: PolicyListCall, detailCall: LineDetailCall): PolicyLine {
  return {
    line,
    lookupPath: paths.lookup,
    lookup: {
      id: `policyLine:${line}`,
      form: POLICY_LINE_LOOKUP_FORM_SHAPE,
      fields: PERSON_FIELDS,
      identityTypes: POLICY_LINE_IDENTITY_TYPES,
      empty: PERSON_EMPTY,
      call,
      toPayload: personPayload,
      rows,
      resultPath: paths.list,
    },
    columns: ["policyNo", "insuredName", "period", "premium", "state"],
    detail: { path: paths.detail, call: detailCall },
    sections: ["overview", "holder", "insured", "subject", "covers"],
  };
}

/** The four lines, in the order of "my policies"' tabs. */
export const POLICY_LINES: readonly PolicyLine[] = [
  {
    line: "car",
    lookupPath: "/policyVehicle",
    lookup: {
      id: "policyLine:car",
      form: POLICY_VEHICLE_LOOKUP_FORM_SHAPE,
      fields: [
        { name: "licenseNo", kind: "text", label: "licenseNo", maxLength: LENGTH_LIMITS.plate.default },
        { name: "insuredName", kind: "text", label: "insuredName", maxLength: LENGTH_LIMITS.name.holder },
        ...identityFields("identifyType", "identifyNumber", LENGTH_LIMITS.identityNumber.default),
      ],
      identityTypes: POLICY_VEHICLE_IDENTITY_TYPES,
      empty: { licenseNo: "", insuredName: "", identifyType: "01", identifyNumber: "" },
      call: "queryCarPolicyList",
      toPayload: (values) => ({
        licenseNo: values["licenseNo"] ?? "",
        insuredName: values["insuredName"] ?? "",
        identifyType: values["identifyType"] ?? "",
        identifyNumber: values["identifyNumber"] ?? "",
      }),
      rows,
      resultPath: "/policyVehicle",
    },
    columns: ["policyNo", "plate", "insuredName", "period", "premium", "state"],
    detail: null,
    sections: [],
  },
  personLine("gas", { lookup: "/policyGas", list: "/policyGasList", detail: "/policyGasMessage" }, "queryGasPolicyList", "queryGasPolicyDetail"),
  personLine("internet", { lookup: "/policyInternet", list: "/policyInterList", detail: "/policyInterMessage" }, "queryInternetPolicyList", "queryInternetPolicyDetail"),
  personLine("other", { lookup: "/policyOther", list: "/policyOtherList", detail: "/policyOtherMessage" }, "queryOtherPolicyList", "queryOtherPolicyDetail"),
];

/** The lookup by holder name and identity and the picture code (/policySearch), over every line. */
export const POLICY_SEARCH: PolicyLookup = {
  lookupPath: "/policySearch",
  lookup: {
    id: "policySearch",
    form: POLICY_SEARCH_FORM_SHAPE,
    fields: [
      { name: "holderName", kind: "text", label: "holderName", maxLength: LENGTH_LIMITS.name.holder },
      ...identityFields(),
      captchaField(),
    ],
    identityTypes: POLICY_SEARCH_IDENTITY_TYPES,
    empty: { holderName: "", identifyType: "01", identifyNumber: "", code: "" },
    call: "corePolicyList",
    // the gateway's one lookup request reads its name as the holder's or the insured's
    toPayload: (values) => ({
      insuredName: values["holderName"] ?? "",
      identifyType: values["identifyType"] ?? "",
      identifyNumber: values["identifyNumber"] ?? "",
      code: values["code"] ?? "",
    }),
    rows,
    resultPath: "/policySearchlist",
    notFoundPath: "/nopolicySearchlist",
  },
  columns: ["policyNo", "insuredName", "plate", "period", "premium", "state"],
};

/**
 * The line whose lookup, list or detail route is `path`.
 * @example lineOfPath("/policyGasList")?.line // "gas"
 */
export function lineOfPath(path: string): PolicyLine | undefined {
  return POLICY_LINES.find((line) => line.lookupPath === path || line.lookup.resultPath === path || line.detail?.path === path);
}

/**
 * Where the detail of a found policy is: its line's open detail route, or the account's /policyDetails for a
 * motor policy.
 * @example policyDetailPath({ kind: "gas", policyNo: "P1" }) // "/policyGasMessage?policyNo=P1"
 */
export function policyDetailPath(policy: Pick<PolicySummary, "kind" | "policyNo">): string {
  const path = POLICY_LINES.find((line) => line.line === policy.kind)?.detail?.path ?? "/policyDetails";
  return `${path}?policyNo=${encodeURIComponent(policy.policyNo)}`;
}

/**
 * The detail query of a line's policy; the screen explains an unknown number (not a toast).
 * @example useQuery(lineDetailQuery("queryGasPolicyDetail", "PDAA…"))
 */
export function lineDetailQuery(call: LineDetailCall, policyNo: string) {
  return gatewayQuery(call, { policyNo }, { staleTime: 60_000, meta: { explainsRefusal: true } });
}

/**
 * The prefetch of /policyGasMessage, /policyInterMessage, /policyOtherMessage: the policy of `?policyNo=`.
 * @example { path: "/policyGasMessage", prefetch: prefetchLineDetail }
 */
export function prefetchLineDetail(client: QueryClient, location: URL): boolean {
  const detail = lineOfPath(location.pathname.replace(/^\/micromall/, ""))?.detail;
  const { policyNo } = policyPage(location.search);
  if (detail == null || policyNo === "") return false;
  return startQuery(client, lineDetailQuery(detail.call, policyNo));
}
