/**
 * The Schemas of the buying forms (issue 9) that have a fixed set of fields: the proposal lookup of
 * /applicationQuery (spec §3 "Application (proposal)": proposalNo, insuredName, identifyType, identifyNumber,
 * code). The application form itself has a shape per product and count, built from its field config
 * (`application/application-form.ts`).
 *
 * Decisions where the spec is silent: every field is required (the gateway finds a proposal by its number and
 * its insured); the insured's name follows the query screens' name rule (at most 30, spec §5); the identity
 * number is checked against its type; the captcha code is exactly 5 letters or digits (spec §5).
 */
import * as Schema from "effect/Schema";
import { LENGTH_LIMITS } from "../formats/index";
import { IdentityNumber, IdentityTypeCode, LookupCode, PersonNameOfType, ProposalNumber, identityNumberCheck, personNameCheck } from "./fields";

/**
 * A proposal lookup.
 * @example decodeEntity(ProposalLookupFormSchema, { proposalNo: "", insuredName: "张三", identifyType: "01", identifyNumber: "11010519491231002X", code: "a1b2" }) // issue at "proposalNo"
 */
export const ProposalLookupFormSchema = Schema.Struct({
  proposalNo: ProposalNumber,
  insuredName: PersonNameOfType(LENGTH_LIMITS.name.queryScreen),
  identifyType: IdentityTypeCode,
  identifyNumber: IdentityNumber(),
  code: LookupCode,
}).check(identityNumberCheck("identifyType", "identifyNumber"), personNameCheck("identifyType", "insuredName"));
/** The values of {@link ProposalLookupFormSchema}. */
export type ProposalLookupForm = typeof ProposalLookupFormSchema.Type;
