/**
 * /claimApplication?policyNo= — report a claim: the policy (one of the account's, `corePolicyList`), the
 * accident's time and place, what happened, a contact mobile, and photos taken with the camera or picked from
 * the album, scaled down in the browser (`scalePhoto`, domain's `scaledPhotoSize`) and uploaded one by one
 * (`uploadBpmImage`); the report goes with `saveBpm` (type `claimReport`, the photos' ids comma-joined).
 *
 * Decisions where the spec is silent:
 * - Every text field survives a failed call and a reload (the tab's draft, domain's `claimReport` form shape);
 *   photos do not (files never go into a draft), and the photo section says so.
 * - The accident time is a real China time within the last year and not later than now
 *   (domain's `isReportableAccidentTime`), checked with the other fields before any call.
 * - A policy not yet in force cannot be reported on; `?policyNo=` (from a policy's detail) preselects one.
 * - Photos upload as soon as they are picked, so a submit waits for none; a photo that fails to upload says
 *   why and is not kept; the submit waits while one is still uploading.
 * - After the report: a result page with the report number and the way to the claims.
 */
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { useSearchParams } from "react-router-dom";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ACCIDENT_DESC_MAX, ACCIDENT_PLACE_MAX, LENGTH_LIMITS, MAX_CLAIM_PHOTOS, UPLOAD_REFUSAL_MESSAGE_KEYS, chinaDateTimeText, messageFor, isReportableAccidentTime, policyBadgeAt, statusLabel, CLAIM_REPORT_FORM_SHAPE } from "@micromall/domain";
import type { ClaimReportForm, ClaimReportFormSchema } from "@micromall/domain/schemas";
import { Button, Field, Page, Result, SelectField, TextField } from "../../../ui";
import { useLocale, useMessages } from "../../../i18n";
import { GatewayRefusal } from "../../../gateway/query";
import { useAppStore } from "../../../state/store";
import { useFormDraft } from "../../../forms/use-form-draft";
import { useSchemaForm } from "../../../forms/use-schema-form";
import { CLAIM_MUTATIONS, reportablePoliciesQuery } from "../api/claim-queries";
import { preparePhoto } from "../../../components/upload/prepare-photo";
import { ClaimsContent } from "../components/bind-state";
import { REPORT_MESSAGES } from "../report.messages";
import { CLAIMS_COMMON_MESSAGES } from "../common.messages";
import styles from "../claims.module.css";

type ReportValues = typeof ClaimReportFormSchema.Encoded;
interface Photo {
  readonly imageId: string;
  readonly preview: string;
}

/** The claim report screen. */
export default function ClaimApplicationScreen() {
  const t = useMessages(REPORT_MESSAGES);
  const mallId = useAppStore((state) => state.mallId);
  const policies = useQuery({ ...reportablePoliciesQuery(mallId), enabled: mallId !== "" });
  const locale = useLocale();
  const [reported, setReported] = useState<{ bpmNo: string; state: string } | null>(null);

  let body;
  if (reported !== null) {
    body = (
      <Result
        kind="success"
        title={t("report.done")}
        description={t("report.doneDesc", { bpmNo: reported.bpmNo, state: statusLabel("claim", reported.state, locale) })}
        actions={[
          { label: t("report.toClaims"), to: "/claimList" },
          { label: t("report.home"), to: "/home", variant: "default" },
        ]}
      />
    );
  } else {
    body = (
      <ClaimsContent query={policies}>
        {(data) => {
          const reportable = data.filter((policy) => policyBadgeAt(policy) !== "notYet" && policyBadgeAt(policy) !== "surrendered");
          return reportable.length === 0 ? (
            <Result kind="info" title={t("report.noPolicy")} actions={[{ label: t("report.call"), href: "tel:95518" }]} />
          ) : (
            <ReportForm policies={reportable} onReported={setReported} />
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

function ReportForm({ policies, onReported }: { readonly policies: readonly { policyNo: string; riskName: string }[]; readonly onReported: (answer: { bpmNo: string; state: string }) => void }) {
  const t = useMessages(REPORT_MESSAGES);
  const [params] = useSearchParams();
  const mallId = useAppStore((state) => state.mallId);
  const mobile = useAppStore((state) => state.userMallInfo?.mobile ?? "");
  const wanted = params.get("policyNo") ?? "";
  const empty: ReportValues = {
    policyNo: policies.some((policy) => policy.policyNo === wanted) ? wanted : "",
    accidentTime: "",
    accidentPlace: "",
    accidentDesc: "",
    mobile,
  };
  const form = useSchemaForm<ReportValues, ClaimReportForm>(CLAIM_REPORT_FORM_SHAPE, empty);
  const draft = useFormDraft(form, { formId: "claims:report", passwords: [] });
  const save = useMutation(CLAIM_MUTATIONS.saveReport());
  const photos = usePhotos(mallId);
  const { errorOf } = form;

  const submit = form.submit(async (values) => {
    if (!isReportableAccidentTime(values.accidentTime)) {
      form.setError("accidentTime", { message: t("report.accidentTimeInvalid") }, { shouldFocus: true });
      return;
    }
    if (photos.uploading) return;
    let answer;
    try {
      answer = await save.mutateAsync({
        bpmType: "claimReport",
        mallId,
        policyNo: values.policyNo,
        accidentTime: values.accidentTime.replace("T", " "),
        accidentPlace: values.accidentPlace,
        accidentDesc: values.accidentDesc,
        mobile: values.mobile,
        imageIds: photos.list.map((photo) => photo.imageId).join(","),
      });
    } catch {
      return;
    }
    draft.clear();
    // the claim's status word is domain's for its state code, as the lists and the timeline show it
    onReported({ bpmNo: answer.bpmNo, state: answer.state });
  });

  return (
    <section className={styles.section}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <p className={styles.intro}>{t("report.intro")}</p>
        <SelectField
          label={t("report.policy")}
          placeholder={t("report.policyPlaceholder")}
          options={policies.map((policy) => ({ value: policy.policyNo, label: t("report.policyOption", { name: policy.riskName, policyNo: policy.policyNo }) }))}
          {...form.field("policyNo")}
          error={errorOf("policyNo")}
        />
        <TextField label={t("report.accidentTime")} type="datetime-local" max={chinaDateTimeText()} {...form.field("accidentTime")} error={errorOf("accidentTime")} />
        <TextField label={t("report.accidentPlace")} autoComplete="off" maxLength={ACCIDENT_PLACE_MAX} {...form.field("accidentPlace")} error={errorOf("accidentPlace")} />
        <Field label={t("report.accidentDesc")} error={errorOf("accidentDesc")}>
          {(control) => <textarea {...control} rows={4} maxLength={ACCIDENT_DESC_MAX} {...form.field("accidentDesc")} />}
        </Field>
        <TextField label={t("report.mobile")} type="tel" inputMode="numeric" autoComplete="tel" maxLength={LENGTH_LIMITS.mobile} {...form.field("mobile")} error={errorOf("mobile")} />
        <Photos photos={photos} />
        <Button type="submit" variant="primary" block disabled={form.pending || photos.uploading}>
          {photos.uploading ? t("report.uploading") : t("report.submit")}
        </Button>
      </form>
    </section>
  );
}

function usePhotos(mallId: string) {
  const t = useMessages(REPORT_MESSAGES);
  const tc = useMessages(CLAIMS_COMMON_MESSAGES);
  const locale = useLocale();
  const upload = useMutation(CLAIM_MUTATIONS.uploadImage());
  const [list, setList] = useState<readonly Photo[]>([]);
  const [pending, setPending] = useState(0);
  const [problem, setProblem] = useState("");
  const previews = useRef<string[]>([]);

  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    setProblem("");
    const room = MAX_CLAIM_PHOTOS - list.length - pending;
    if (files.length > room) setProblem(t("report.photosFull", { max: MAX_CLAIM_PHOTOS }));
    const taken = files.slice(0, Math.max(0, room));
    setPending((count) => count + taken.length);
    for (const file of taken) {
      try {
        const prepared = await preparePhoto(file, "blob");
        if (!prepared.ok) {
          setProblem(messageFor(UPLOAD_REFUSAL_MESSAGE_KEYS[prepared.reason], locale));
          continue;
        }
        const scaled = prepared.photo;
        let answer;
        try {
          answer = await upload.mutateAsync({ file: scaled, mallId });
        } catch (error) {
          setProblem(t("report.photoFailed", { reason: error instanceof GatewayRefusal ? error.message : tc("claims.loadFailed") }));
          continue;
        }
        const preview = typeof URL.createObjectURL === "function" ? URL.createObjectURL(scaled) : answer.url;
        if (preview.startsWith("blob:")) previews.current.push(preview);
        setList((current) => [...current, { imageId: answer.imageId, preview }]);
      } finally {
        setPending((count) => count - 1);
      }
    }
  }

  function remove(imageId: string) {
    setList((current) => current.filter((photo) => photo.imageId !== imageId));
  }

  return { list, uploading: pending > 0, problem, add, remove, full: list.length + pending >= MAX_CLAIM_PHOTOS };
}

function Photos({ photos }: { readonly photos: ReturnType<typeof usePhotos> }) {
  const t = useMessages(REPORT_MESSAGES);
  return (
    <fieldset className={`${styles.form} ${styles.fieldset}`}>
      <legend className={styles.name}>{t("report.photos")}</legend>
      <p className={styles.note}>{t("report.photosHint", { max: MAX_CLAIM_PHOTOS })}</p>
      {photos.list.length === 0 ? null : (
        <ul className={styles.photos}>
          {photos.list.map((photo, index) => (
            <li key={photo.imageId} className={styles.photo}>
              <img src={photo.preview} alt={t("report.photoAlt", { n: index + 1 })} />
              <Button className={styles.action} onClick={() => photos.remove(photo.imageId)}>
                {t("report.photoRemove", { n: index + 1 })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.pickers}>
        <label className={styles.picker}>
          {t("report.camera")}
          <input className={styles.fileInput} type="file" accept="image/*" capture="environment" disabled={photos.full} onChange={(event) => void photos.add(event)} />
        </label>
        <label className={styles.picker}>
          {t("report.album")}
          <input className={styles.fileInput} type="file" accept="image/*" multiple disabled={photos.full} onChange={(event) => void photos.add(event)} />
        </label>
      </div>
      {photos.uploading ? <p className={styles.note} role="status">{t("report.uploading")}</p> : null}
      {photos.problem === "" ? null : (
        <p className={`${styles.note} ${styles.alert}`} role="alert">
          {photos.problem}
        </p>
      )}
    </fieldset>
  );
}
