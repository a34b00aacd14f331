/**
 * Step 4 of /insureRight: the applicant, the agreement, then the proposal and the order.
 *
 * The applicant's fields are the application form's (domain's `carApplicationConfig`: the applicant of
 * `applicationFormConfig` without insured persons), drawn by the application form's `FieldControl` and
 * checked with `applicationFormShape`: every error at once, focus on the first. The insured is the vehicle's
 * owner as the lookup found it; the applicant starts as that owner (a person's name and number) with the
 * logged-in customer's mobile, and the account's details fill what is still empty the way /inputInfo fills them
 * (domain's `applicantPrefill` through forms' `usePrefill`: the e-mail; the person's fields only when the owner is the
 * customer); everything typed survives a reload (its own draft).
 *
 * Submit: `saveProposal` (its order then kept as the interim order, `interimOrder`) with the applicant, the owner as the insured, the vehicle, the covers (`kinds`) and
 * the period; a second tap while it is under way, or after it succeeded, does nothing; a failure keeps
 * everything as typed (the shell says why); success forgets the drafts and opens the order (/orderDetails),
 * which pays through the cashier and lands on /applicationResulst.
 *
 * Before saving, the applicant's identity number gets /inputInfo's prptBlack check (`passesBlacklist` of
 * submit-application.ts, loaded on submit): a blacklisted number is said on its field, focused, and nothing is saved.
 * Birthday and sex follow a confirmed type-01 number as on /inputInfo (`useDerivedFields`).
 */
import { useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  applicantPrefill,
  applicationFormShape,
  carApplicationConfig,
  coverEnd,
  emptyApplicationForm,
  proposalFields,
  type ApplicationFormValues,
} from "@micromall/domain";
import { Button } from "../../../../ui";
import { useLocale, useMessages } from "../../../../i18n";
import { useAppStore } from "../../../../state/store";
import { useSchemaForm, type SchemaForm } from "../../../../forms/use-schema-form";
import { useFormDraft } from "../../../../forms/use-form-draft";
import { usePrefill } from "../../../../forms/use-form-draft";
import { APPLICATION_MUTATIONS, applicantQuery } from "../../api/application-queries";
import { APPLICANT_MESSAGES } from "../../applicant.messages";
import { CAR_APPLICANT_MESSAGES } from "../../car-applicant.messages";
import { applicantOptions } from "../application/applicant-options";
import { FieldControl } from "../application/FieldControl";
import { AgreementField } from "../application/AgreementField";
import { useProposalSubmit } from "../application/use-proposal-submit";
import { runMutation } from "../application/run-mutation";
import { filledFromApplicantId, useDerivedFields } from "../application/use-derived-fields";
import type { VehicleLookup } from "../../api/car-queries";
import { useCarPremium, usePremiumText } from "./car-premium";
import styles from "./car.module.css";

type Form = SchemaForm<ApplicationFormValues, ApplicationFormValues>;

/** Props of {@link ApplicantStep}. */
export interface ApplicantStepProps {
  readonly productCode: string;
  readonly planCode: string;
  readonly vehicle: VehicleLookup;
  readonly kinds: string;
  /** The policy the offer renews ("" for a new vehicle): its discount is part of the premium. */
  readonly renewalPolicyNo: string;
  readonly startDate: string;
  /** The form's accessible name (the step's title). */
  readonly label: string;
  /** The proposal is saved: the drafts can go. */
  readonly onSaved: () => void;
}

/** The applicant step. */
export function ApplicantStep({ productCode, planCode, vehicle, kinds, renewalPolicyNo, startDate, label, onSaved }: ApplicantStepProps) {
  const t = useMessages(CAR_APPLICANT_MESSAGES);
  const premium = useCarPremium(productCode, planCode, kinds, renewalPolicyNo);
  const premiumLine = usePremiumText(premium);
  const client = useQueryClient();
  const labels = useMessages(APPLICANT_MESSAGES);
  const locale = useLocale();
  const lang = locale === "en" ? "en" : "zh-CN";
  const navigate = useNavigate();
  const mallId = useAppStore((state) => state.mallId);
  const mobile = useAppStore((state) => state.userMallInfo?.mobile ?? "");
  const channel = useAppStore((state) => state.shopInfo?.source ?? "");
  const config = useMemo(() => carApplicationConfig(channel), [channel]);
  const shape = useMemo(() => applicationFormShape(config, 0), [config]);
  const [defaults] = useState<ApplicationFormValues>(() => {
    const person = vehicle.identifyType === "01";
    return {
      ...emptyApplicationForm(config, startDate),
      planCode,
      applyName: person ? vehicle.insuredName : "",
      applyIdentifyType: vehicle.identifyType,
      applyIdentifyNumber: vehicle.identifyNumber,
      applyMobile: mobile,
    };
  });
  const form: Form = useSchemaForm<ApplicationFormValues, ApplicationFormValues>(shape, defaults);
  const draft = useFormDraft(form, { formId: `insureRight:${productCode}:applicant`, passwords: [] });
  // the account's details fill what is still empty, as on /inputInfo (customer rehearsal 5: 电子邮箱 stayed empty)
  const account = useQuery({ ...applicantQuery(mallId), enabled: mallId !== "" }).data;
  usePrefill(account, (info) => applicantPrefill(config, form.getValues(), info), form.setValue);
  const values = form.watch();
  useCoverFields(form, planCode, startDate);
  useDerivedFields(form, config, values, 0);

  const end = coverEnd(startDate, config.period, 1);
  // one proposal however often the customer taps; once saved, the step only waits for the order page
  const { done, submitOnce } = useProposalSubmit(labels("app.loadFailed"));
  const onValid = (checked: ApplicationFormValues) =>
    submitOnce(async (submit) => {
      // the prptBlack check of /inputInfo's submit
      if (!(await submit.passesBlacklist({ client, form, config, values: checked, slots: 0 }))) return null;
      try {
        const proposal = await runMutation(client, APPLICATION_MUTATIONS.saveProposal(), {
          ...proposalFields(config, checked, end?.endDate ?? ""),
          productCode,
          planCode,
          kinds,
          ...(renewalPolicyNo === "" ? {} : { renewalPolicyNo }),
          licenseNo: vehicle.licenseNo,
          insuredName: vehicle.insuredName,
          insuredIdentifyType: vehicle.identifyType,
          insuredIdentifyNumber: vehicle.identifyNumber,
          ...(mallId === "" ? {} : { mallId }),
        });
        // kept as the gateway's interim order (never throws: a failure is shown once, the order page opens)
        await submit.keepInterimOrder(client, proposal, { productCode, planCode, ...(mallId === "" ? {} : { mallId }) });
        return () => {
          draft.clear();
          onSaved();
          // the order replaces the step: back from it never shows the filled form again (issue 20 item 5)
          void navigate(`/orderDetails?orderId=${encodeURIComponent(proposal.orderId)}`, { replace: true });
        };
      } catch {
        // shown once by the shell; everything typed stays
        return null;
      }
    });

  const amount = premium.kind === "amount" ? premium.amount : "";

  return (
    <form noValidate onSubmit={(event) => void form.submit(onValid)(event)} aria-label={label}>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{labels("app.section.applicant")}</legend>
        <p className={styles.note}>{t("car.applicant.owner", { name: vehicle.insuredName })}</p>
        {config.applicant.map((entry) => (
          <FieldControl
            key={entry.key}
            form={form}
            config={entry}
            name={entry.key}
            label={labels(`field.${entry.key}` as Parameters<typeof labels>[0])}
            options={applicantOptions(entry.key, config, labels, lang)}
            hint={entry.key === "applyIdentifyNumber" && filledFromApplicantId(values) ? labels("app.filledFromId") : undefined}
          />
        ))}
      </fieldset>
      <div className={styles.section}>
        <p className={styles.note}>{labels("app.electronic")}</p>
        <AgreementField form={form} productCode={productCode} />
      </div>
      <div className={styles.footer}>
        <p className={styles.premium} aria-live="polite">
          {premiumLine}
        </p>
        <Button type="submit" variant="primary" disabled={form.pending || done}>
          {form.pending ? labels("app.submitting") : amount === "" ? t("car.pay.noAmount") : t("car.pay", { amount })}
        </Button>
      </div>
    </form>
  );
}


/** The cover fields the shape checks come from the earlier steps, not from the applicant's draft. */
function useCoverFields(form: Form, planCode: string, startDate: string): void {
  const { setValue } = form;
  useEffect(() => {
    setValue("planCode", planCode);
    setValue("startDate", startDate);
    setValue("duration", "1");
    setValue("insuredCount", "1");
  }, [setValue, planCode, startDate]);
}

