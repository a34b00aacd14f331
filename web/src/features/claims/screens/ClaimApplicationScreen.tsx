/**
 * /claimApplication?policyNo= — report a claim: the policy (one of the account's, `corePolicyList`), the
 * accident's time and place, what happened, a contact mobile, and photos (the mall's `PhotoUploader`: camera or
 * album, checked, scaled down in the browser, uploaded with `uploadBpmImage` as they are picked, retried on failure); the form shows the pickers at once and the uploader loads when a photo is chosen (`PickThenLoad`); the report goes with `saveBpm` (type `claimReport`, the photos' ids comma-joined).
 *
 * Decisions where the spec is silent:
 * - Every text field survives a failed call and a reload (the tab's draft, domain's `claimReport` form shape);
 *   photos do not (files never go into a draft), and the photo section says so.
 * - The accident time is a real China time within the last year and not later than now
 *   (domain's `accidentTimeFault`: the part still to choose is named — date, hour, minute — then the range), checked
 *   with the other fields before any call; a half-chosen time is kept in the draft like the texts. Its date is the mall's
 *   date picker and its hour and minute two select fields (`AccidentTimeField`), never the browser's
 *   `datetime-local`; the gateway gets `YYYY-MM-DD HH:mm` as before.
 * - The report says which insured the accident befell (a family cover names several; customer rehearsal 2026-11-28):
 *   the chosen policy's insureds (domain's `claimInsuredNames`) are offered, the only one is filled, several start
 *   unchosen (never a guess); a policy that names nobody lets the customer type the name. Changing the policy
 *   fills the field again from the new policy.
 * - The accident must fall in the chosen policy's cover period (domain's `accidentOutsideCover`); the message at the
 *   time names the period (customer rehearsal 2026-11-28: a day before the cover began was taken).
 * - Only a policy whose cover runs or has run can be reported on (domain's `claimOffered`: not one not yet in force
 *   or surrendered, G10); an expired one is named so in the picker and listed last, and the chosen policy's cover
 *   period shows under the picker (customer rehearsal 3); `?policyNo=` (from a policy's detail) preselects one.
 * - Photos upload as soon as they are picked; a photo that fails to upload says why and offers a retry; only
 *   uploaded photos go with the report; the submit waits while one is still uploading.
 * - After the report: its confirmation (the report number and the way to the claims) replaces the form's entry in
 *   history: the same address with the report in the entry's state (`navigate(…, { replace: true, state })`), so
 *   back never shows an empty form that invites a second report (issue 20 item 5). The confirmation does not block
 *   back; every way out of it (the claims, home) replaces it, so back from there never shows it again and goes to
 *   the page the report started from (H1).
 */
import { lazy, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ACCIDENT_DESC_MAX, ACCIDENT_PLACE_MAX, LENGTH_LIMITS, MAX_CLAIM_PHOTOS, accidentOutsideCover, accidentTimeFault, claimInsuredNames, claimOffered, policyPickNames, policyBadgeAt, type AccidentTimeFault, statusLabel, CLAIM_REPORT_FORM_SHAPE } from "@micromall/domain";
import type { ClaimReportForm, ClaimReportFormSchema } from "@micromall/domain/schemas";
import { Button, DATA_LANG, Field, Page, Result, SelectField, TextField } from "../../../ui";
import { useLocale, useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { useFormDraft } from "../../../forms/use-form-draft";
import { useSchemaForm } from "../../../forms/use-schema-form";
import { CLAIM_MUTATIONS, reportablePoliciesQuery } from "../api/claim-queries";
import type { UploaderState } from "../../../components/upload/PhotoUploader";
import { PickThenLoad } from "../../../components/upload/PhotoPicker";
import { AccidentTimeField } from "../components/AccidentTimeField";
import { ClaimsContent } from "../components/bind-state";
import { REPORT_MESSAGES } from "../report.messages";
import styles from "../claims.module.css";

// the uploader (checking, scaling, progress, retry) loads when the customer has chosen a photo; the form shows the pickers
const PhotoUploader = lazy(() => import("../../../components/upload/PhotoUploader").then((module) => ({ default: module.PhotoUploader<string> })));

type ReportValues = typeof ClaimReportFormSchema.Encoded;

/** The claim report screen. */
/** The message of each accident-time fault. */
const ACCIDENT_TIME_FAULT_MESSAGE = {
  date: "report.accidentDateMissing",
  hour: "report.accidentHourMissing",
  minute: "report.accidentMinuteMissing",
  range: "report.accidentTimeInvalid",
} as const satisfies Record<AccidentTimeFault, string>;

export default function ClaimApplicationScreen() {
  const t = useMessages(REPORT_MESSAGES);
  const mallId = useAppStore((state) => state.mallId);
  const policies = useQuery({ ...reportablePoliciesQuery(mallId), enabled: mallId !== "" });
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const reported = reportedOf(location.state);
  const onReported = (answer: Reported) => void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: { reported: answer } });

  let body;
  if (reported !== null) {
    body = (
      <Result
        kind="success"
        title={t("report.done")}
        description={t("report.doneDesc", { bpmNo: reported.bpmNo, state: statusLabel("claim", reported.state, locale) })}
        actions={[
          { label: t("report.toClaims"), to: "/claimList", replace: true },
          { label: t("report.home"), to: "/home", replace: true, variant: "default" },
        ]}
      />
    );
  } else {
    body = (
      <ClaimsContent query={policies}>
        {(data) => {
          // domain's one rule of what a policy offers (G10): a claim only while its cover runs
          // an expired one (an accident of its cover period) is named so and listed after those in force (rehearsal 3)
          const reportable = data
            .map((policy) => ({ policy, badge: policyBadgeAt(policy) }))
            .filter(({ badge }) => claimOffered(badge))
            .map(({ policy, badge }) => ({ ...policy, expired: badge === "expired" }))
            .sort((a, b) => Number(a.expired) - Number(b.expired));
          return reportable.length === 0 ? (
            <Result kind="info" title={t("report.noPolicy")} actions={[{ label: t("report.call"), href: "tel:95518" }]} />
          ) : (
            <ReportForm policies={reportable} onReported={onReported} />
          );
        }}
      </ClaimsContent>
    );
  }
  return (
    <Page title={t("report.title")} back>
      {body}
    </Page>
  );
}

/** What the report answered, kept in the history entry's state for the confirmation. */
interface Reported {
  readonly bpmNo: string;
  readonly state: string;
}

/** The report a history entry's state holds (`{ reported: { bpmNo, state } }`), or null. */
function reportedOf(state: unknown): Reported | null {
  if (typeof state !== "object" || state === null) return null;
  const reported: unknown = Reflect.get(state, "reported");
  if (typeof reported !== "object" || reported === null) return null;
  const bpmNo: unknown = Reflect.get(reported, "bpmNo");
  const code: unknown = Reflect.get(reported, "state");
  return typeof bpmNo === "string" && typeof code === "string" ? { bpmNo, state: code } : null;
}

/** The insureds a report on `policyNo` may name (none while no policy is chosen). */
function insuredsOf(policies: readonly ReportablePolicy[], policyNo: string): string[] {
  const policy = policies.find((entry) => entry.policyNo === policyNo);
  return policy === undefined ? [] : claimInsuredNames(policy);
}

/** The insured a report on `policyNo` starts with: the policy's only one, else none. */
function soleInsured(policies: readonly ReportablePolicy[], policyNo: string): string {
  const names = insuredsOf(policies, policyNo);
  return names.length === 1 ? (names[0] ?? "") : "";
}

/** What the form reads of a policy it offers. */
interface ReportablePolicy {
  readonly policyNo: string;
  readonly riskName: string;
  readonly insuredName: string;
  readonly startDate: string;
  readonly endDate: string;
  /** Its cover has ended (an accident of its period may still be reported). */
  readonly expired: boolean;
}

function ReportForm({ policies, onReported }: { readonly policies: readonly ReportablePolicy[]; readonly onReported: (answer: Reported) => void }) {
  const t = useMessages(REPORT_MESSAGES);
  const [params] = useSearchParams();
  const mallId = useAppStore((state) => state.mallId);
  const mobile = useAppStore((state) => state.userMallInfo?.mobile ?? "");
  const wanted = params.get("policyNo") ?? "";
  const initialPolicy = policies.some((policy) => policy.policyNo === wanted) ? wanted : "";
  const empty: ReportValues = {
    policyNo: initialPolicy,
    insuredName: soleInsured(policies, initialPolicy),
    accidentTime: "",
    accidentPlace: "",
    accidentDesc: "",
    mobile,
  };
  const form = useSchemaForm<ReportValues, ClaimReportForm>(CLAIM_REPORT_FORM_SHAPE, empty);
  const draft = useFormDraft(form, { formId: "claims:report", passwords: [] });
  const save = useMutation(CLAIM_MUTATIONS.saveReport());
  const [photos, setPhotos] = useState<UploaderState<string>>({ uploaded: [], busy: false, failed: 0 });
  const { errorOf } = form;

  const submit = form.submit(async (values) => {
    const fault = accidentTimeFault(values.accidentTime);
    if (fault !== null) {
      form.setError("accidentTime", { message: t(ACCIDENT_TIME_FAULT_MESSAGE[fault]) }, { shouldFocus: true });
      return;
    }
    const cover = policies.find((policy) => policy.policyNo === values.policyNo);
    if (cover !== undefined && accidentOutsideCover(values.accidentTime, cover) !== null) {
      form.setError("accidentTime", { message: t("report.accidentOutsideCover", { start: cover.startDate, end: cover.endDate }) }, { shouldFocus: true });
      return;
    }
    if (photos.busy) return;
    let answer;
    try {
      answer = await save.mutateAsync({
        bpmType: "claimReport",
        mallId,
        policyNo: values.policyNo,
        insuredName: values.insuredName,
        accidentTime: values.accidentTime.replace("T", " "),
        accidentPlace: values.accidentPlace,
        accidentDesc: values.accidentDesc,
        mobile: values.mobile,
        imageIds: photos.uploaded.join(","),
      });
    } catch {
      return;
    }
    draft.clear();
    // the claim's status word is domain's for its state code, as the lists and the timeline show it
    onReported({ bpmNo: answer.bpmNo, state: answer.state });
  });

  const chosenPolicyNo = form.watch("policyNo");
  const insureds = insuredsOf(policies, chosenPolicyNo);
  const chosenPolicy = policies.find((policy) => policy.policyNo === chosenPolicyNo);
  // the description's registration: its required mark on the label as well as on the control (the walk's check)
  const accidentDesc = form.field("accidentDesc");
  // each policy named short for the select, told apart by its number's end where two share a product (domain)
  const pickNames = policyPickNames(policies);
  // a new policy: its message goes (as `field`'s change), and the insured is filled again from that policy
  const policyField = form.register("policyNo", {
    onChange: () => {
      form.clearErrors(["policyNo", "insuredName"]);
      form.setValue("insuredName", soleInsured(policies, form.getValues("policyNo")));
    },
  });

  return (
    <section className={styles.section}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <p className={styles.intro}>{t("report.intro")}</p>
        <SelectField
          label={t("report.policy")}
          placeholder={t("report.policyPlaceholder")}
          options={policies.map((policy) => ({ value: policy.policyNo, label: t(policy.expired ? "report.policyOptionExpired" : "report.policyOption", { name: pickNames.get(policy.policyNo) ?? policy.riskName }) }))}
          {...policyField}
          // the select shows one line, which a phone never wraps: each option names the product (and the number's
          // last 4 digits where two share it: domain's policyPickNames); the chosen policy's whole number stands below
          // it (customer report 2 G15), with the cover period the accident must fall in (customer rehearsal 3)
          hint={chosenPolicy === undefined ? undefined : t("report.policyChosen", { policyNo: chosenPolicy.policyNo, start: chosenPolicy.startDate, end: chosenPolicy.endDate })}
          error={errorOf("policyNo")}
        />
        {chosenPolicyNo !== "" && insureds.length === 0 ? (
          <TextField label={t("report.insured")} autoComplete="off" maxLength={LENGTH_LIMITS.name.holder} {...form.field("insuredName")} error={errorOf("insuredName")} />
        ) : (
          <SelectField
            label={t("report.insured")}
            lang={DATA_LANG}
            placeholder={chosenPolicyNo === "" ? t("report.insuredPolicyFirst") : t("report.insuredPlaceholder")}
            options={insureds.map((name) => ({ value: name, label: name }))}
            {...form.field("insuredName")}
            error={errorOf("insuredName")}
          />
        )}
        <AccidentTimeField form={form} cover={chosenPolicy} />
        <TextField label={t("report.accidentPlace")} autoComplete="off" maxLength={ACCIDENT_PLACE_MAX} {...form.field("accidentPlace")} error={errorOf("accidentPlace")} />
        <Field label={t("report.accidentDesc")} required={accidentDesc.required} error={errorOf("accidentDesc")}>
          {(control) => <textarea {...control} rows={4} maxLength={ACCIDENT_DESC_MAX} {...accidentDesc} />}
        </Field>
        <TextField label={t("report.mobile")} type="tel" inputMode="numeric" autoComplete="tel" maxLength={LENGTH_LIMITS.mobile} {...form.field("mobile")} error={errorOf("mobile")} />
        <Photos mallId={mallId} onChange={setPhotos} />
        <Button type="submit" variant="primary" block disabled={form.pending || photos.busy}>
          {photos.busy ? t("report.uploading") : t("report.submit")}
        </Button>
      </form>
    </section>
  );
}

function Photos({ mallId, onChange }: { readonly mallId: string; readonly onChange: (state: UploaderState<string>) => void }) {
  const t = useMessages(REPORT_MESSAGES);
  const upload = useMutation(CLAIM_MUTATIONS.uploadImage());
  const hint = t("report.photosHint", { max: MAX_CLAIM_PHOTOS });
  return (
    <PickThenLoad label={t("report.photos")} hint={hint} max={MAX_CLAIM_PHOTOS} onChosen={() => onChange({ uploaded: [], busy: true, failed: 0 })}>
      {(files) => (
        <PhotoUploader
          label={t("report.photos")}
          hint={hint}
          max={MAX_CLAIM_PHOTOS}
          initial={files}
          alt={(n) => t("report.photoAlt", { n })}
          upload={async (file) => (await upload.mutateAsync({ file, mallId })).imageId}
          onChange={onChange}
        />
      )}
    </PickThenLoad>
  );
}
