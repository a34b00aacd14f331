/**
 * The submit of the application form, loaded when the customer submits (not with the form's first view): the
 * prptBlack check of every identity number whose config asks for it (`checkIdentifyNumber`; a blacklisted
 * number gets the gateway's message on its field, focused), then the proposal (`saveProposal`), then its order
 * kept as the gateway's interim order (`interimOrder`, {@link keepInterimOrder}), then the saved application into
 * the store's application state (spec §3 `Arrlist`). Any failure before the proposal is saved keeps the form as
 * typed: refusals other than the blacklist's are shown once by the shell.
 */
import type { QueryClient } from "@tanstack/react-query";
import {
  formText,
  insuredKey,
  needsBlacklistCheck,
  proposalFields,
  type ApplicationFormConfig,
  type ApplicationFormValues,
  type ProductSummary,
} from "@micromall/domain";
import { GatewayRefusal } from "../../../../gateway/query";
import { translate } from "../../../../i18n";
import { APPLICATION_ACTION_MESSAGES } from "../../application-action.messages";
import { proposalSaved } from "../../../../state/application-events";
import { APPLICATION_MUTATIONS } from "../../api/application-queries";
import type { SchemaForm } from "../../../../forms/use-schema-form";
import { runMutation } from "./run-mutation";

/** What {@link submitApplication} needs. */
export interface ApplicationSubmit {
  readonly client: QueryClient;
  readonly form: SchemaForm<ApplicationFormValues, ApplicationFormValues>;
  readonly config: ApplicationFormConfig;
  readonly product: ProductSummary;
  /** The checked values. */
  readonly values: ApplicationFormValues;
  /** Insured persons on the form (0 for the variants without). */
  readonly slots: number;
  readonly endDate: string;
  /** Fields the proposal carries besides the form's: channel / shop source, the logged-in customer. */
  readonly extra: Readonly<Record<string, string>>;
}

const text = formText;

/**
 * Checks the identity numbers and saves the proposal; answers the order id, or null when the form stays (a
 * blacklisted number marked on its field, or a failure already shown).
 * @example const orderId = await submitApplication({ client, form, config, product, values, slots: 1, endDate, extra: {} })
 */
export async function submitApplication(input: ApplicationSubmit): Promise<string | null> {
  const { client, config, product, values, slots, endDate } = input;
  if (!(await passesBlacklist(input))) return null;
  try {
    const proposal = await runMutation(client, APPLICATION_MUTATIONS.saveProposal(), {
      ...proposalFields(config, values, endDate),
      ...input.extra,
      productCode: product.productCode,
      planCode: text(values, "planCode"),
    });
    await keepInterimOrder(client, proposal, { productCode: product.productCode, planCode: text(values, "planCode"), ...input.extra });
    rememberApplication(config, product, values, slots, endDate, proposal);
    return proposal.orderId;
  } catch {
    // shown once by the shell; everything typed stays
    return null;
  }
}

/**
 * Keeps a saved proposal's order as the gateway's interim order (issue 21 "unfinished orders"): submitted but not
 * paid, the gateway keeps it and 我的订单 lists it under 待支付 until it is paid, cancelled or deleted
 * (`interimOrderInfo` reads it back by its number: the cashier's and the payment result's read). The proposal is
 * saved by then, so a failure here (shown once by the shell) does not stop the customer: the order page opens.
 * /inputInfo's submit and the car applicant step use it.
 * @example await keepInterimOrder(client, proposal, { productCode: "EAJ", planCode: "EAJ01", mallId })
 */
export async function keepInterimOrder(
  client: QueryClient,
  proposal: { readonly orderNo: string; readonly proposalNo: string },
  request: { readonly productCode: string; readonly planCode: string; readonly [field: string]: string },
): Promise<void> {
  try {
    await runMutation(client, APPLICATION_MUTATIONS.keepOrder(), { ...request, orderNo: proposal.orderNo, proposalNo: proposal.proposalNo });
  } catch {
    // shown once by the shell; the saved order stays payable from its page
  }
}

/**
 * The prptBlack check of every identity number whose config asks for it (`checkIdentifyNumber`, each number
 * once); a blacklisted number gets the gateway's message on its field (the first one focused). Failures other
 * than a refusal stop the submit (already shown). /inputInfo's submit and the car applicant step use it.
 * @example if (!(await passesBlacklist({ client, form, config, values, slots: 0 }))) return;
 */
export async function passesBlacklist({ client, form, config, values, slots }: Pick<ApplicationSubmit, "client" | "form" | "config" | "values" | "slots">): Promise<boolean> {
  const targets: { type: string; number: string }[] = [];
  for (const entry of config.applicant) if (needsBlacklistCheck(entry)) targets.push({ type: "applyIdentifyType", number: entry.key });
  for (let index = 0; index < slots; index += 1) {
    for (const entry of config.insured) if (needsBlacklistCheck(entry)) targets.push({ type: insuredKey("insuredIdentifyType", index), number: insuredKey(entry.key, index) });
  }
  const seen = new Set<string>();
  let ok = true;
  for (const target of targets) {
    const number = text(values, target.number);
    if (number === "" || seen.has(number)) continue;
    seen.add(number);
    try {
      await runMutation(client, APPLICATION_MUTATIONS.checkNumber(), { identifyNumber: number, identifyType: text(values, target.type) });
    } catch (error) {
      if (!(error instanceof GatewayRefusal)) return false;
      form.setError(target.number, { message: error.message === "" ? translate(APPLICATION_ACTION_MESSAGES, "app.blacklisted") : error.message }, { shouldFocus: ok });
      ok = false;
    }
  }
  return ok;
}

/**
 * The saved proposal into the store's application state (spec §3, persisted as `Arrlist`): only its numbers —
 * the cover and the order and proposal it became — never the people in it (issue 23 finding 3).
 */
function rememberApplication(
  config: ApplicationFormConfig,
  product: ProductSummary,
  values: ApplicationFormValues,
  slots: number,
  endDate: string,
  proposal: { orderId: string; proposalNo: string; sumPremium: number },
): void {
  const fields = proposalFields(config, values, endDate);
  const textOf = (key: string) => (typeof fields[key] === "string" ? fields[key] : "");
  proposalSaved({
    basicMsgInfo: {
      productCode: product.productCode,
      riskCode: product.riskCode,
      planCode: textOf("planCode"),
      startDate: textOf("startDate"),
      endDate,
      duration: Number(fields["duration"]) || 1,
      insuredCount: Math.max(slots, 1),
      sumQuantity: 1,
      sumPremium: String(proposal.sumPremium),
    },
    localInfo: { productName: product.productName, orderId: proposal.orderId, proposalNo: proposal.proposalNo, agreement: true },
  });
}
