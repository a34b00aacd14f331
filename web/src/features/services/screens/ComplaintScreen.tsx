/**
 * /complaint — complaints and suggestions: the kind (complaint or suggestion), the business it is about
 * (`prpdCode`), the problem among that business's questions (`prpdCodeProblem`, or "another problem"), the
 * text (at most domain's `ADVICE_MAX_LENGTH`, with a live count), the contact mobile (domain's mobile check)
 * and up to 3 optional photos (the mall's `PhotoUploader`: checked, scaled down, uploaded with `uploadBpmImage` as
 * they are picked, retried on failure); `sendAdvice`, then /complaintMessage with the
 * ticket number and the customer's earlier messages, replacing the form in history.
 *
 * Decisions where the spec is silent:
 * - Open to everyone; a logged-in customer's mobile is filled in and the message is kept in the account (the
 *   list on the result page); a visitor sees only the message just sent.
 * - The typed fields survive a reload (form draft); the photos do not (images are too large for the session
 *   draft and may be private): they are picked again.
 * - A logged-in customer may say which of their policies the message is about (optional: "不涉及具体保单" by
 *   default; customer rehearsal 2026-11-28: the form did not list the customer's own products); the message and
 *   the history show its number. A visitor is not offered policies.
 * - The photos are uploaded as they are picked; the message is sent with the uploaded photos' ids (the submit
 *   waits while one is still uploading); a failed send keeps everything on the page (the shell says why); a
 *   second tap while sending does nothing.
 */
import { useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { Link } from "../../../ui/Link";
import { ADVICE_MAX_LENGTH, ADVICE_PHOTOS_MAX, ADVICE_TYPES, adviceCharactersLeft, adviceTypeName, COMPLAINT_FORM_SHAPE } from "@micromall/domain";
import type { ComplaintForm, ComplaintFormSchema } from "@micromall/domain/schemas";
import { Button, DATA_LANG, ErrorState, Field, Page, SelectField, Spinner, TextField } from "../../../ui";
import { useLocale, useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { useFormDraft } from "../../../forms/use-form-draft";
import { useSchemaForm } from "../../../forms/use-schema-form";
import { questionProductsQuery, questionsQuery } from "../api/info-queries";
import { ownPoliciesQuery } from "../api/complaint-policies";
import { sendAdviceMutation, uploadPhotoMutation } from "../api/info-actions";
import { PhotoUploader, type UploaderState } from "../../../components/upload/PhotoUploader";
import { sentAdviceState } from "../components/info/sent-advice";
import { INFO_MESSAGES } from "../info.messages";
import { COMPLAINT_MESSAGES } from "./ComplaintScreen.messages";
import styles from "../components/info/info.module.css";

type ComplaintValues = typeof ComplaintFormSchema.Encoded;

/** The complaint and suggestion screen. */
export default function ComplaintScreen() {
  const t = useMessages(COMPLAINT_MESSAGES);
  const c = useMessages(INFO_MESSAGES);
  const locale = useLocale();
  const navigate = useNavigate();
  const mallId = useAppStore((state) => state.mallId);
  const accountMobile = useAppStore((state) => state.userMallInfo?.mobile ?? "");
  const products = useQuery(questionProductsQuery());
  const form = useSchemaForm<ComplaintValues, ComplaintForm>(COMPLAINT_FORM_SHAPE, {
    adviceType: "1",
    prpdCode: "",
    problemId: "",
    policyNo: "",
    content: "",
    mobile: accountMobile,
  });
  const policies = useQuery({ ...ownPoliciesQuery(mallId), enabled: mallId !== "" });
  const draft = useFormDraft(form, { formId: "complaint", passwords: [] });
  const { errorOf } = form;
  const prpdCode = form.watch("prpdCode");
  const content = form.watch("content");
  const problems = useQuery({ ...questionsQuery(prpdCode), enabled: prpdCode !== "" });
  const upload = useMutation(uploadPhotoMutation());
  const send = useMutation(sendAdviceMutation());
  const [photos, setPhotos] = useState<UploaderState<string>>({ uploaded: [], busy: false, failed: 0 });

  const submit = form.submit(async (values) => {
    const account = mallId === "" ? {} : { mallId };
    const imageIds = photos.uploaded;
    if (photos.busy) return;
    let answer;
    try {
      answer = await send.mutateAsync({
        content: values.content,
        adviceType: values.adviceType,
        prpdCode: values.prpdCode,
        mobile: values.mobile,
        ...(values.problemId === "" ? {} : { problemId: values.problemId }),
        ...(values.policyNo === "" ? {} : { policyNo: values.policyNo }),
        ...(imageIds.length === 0 ? {} : { imageIds: imageIds.join(",") }),
        ...account,
      });
    } catch {
      return;
    }
    draft.clear();
    // The result replaces the form: back never re-enters a finished flow (issue 20 item 5).
    navigate("/complaintMessage", { replace: true, state: sentAdviceState({ ...answer, adviceType: values.adviceType }) });
  });

  if (products.data === undefined) {
    return (
      <Page title={t("info.complaint.title")} back>
        {products.isPending ? (
          <Spinner label={c("info.loading")} />
        ) : (
          <ErrorState message={t("info.complaint.loadFailed")} retryLabel={c("info.retry")} onRetry={() => void products.refetch()} />
        )}
      </Page>
    );
  }

  const left = adviceCharactersLeft(content);
  const problemField = form.field("problemId");
  const productField = form.field("prpdCode");
  return (
    <Page
      title={t("info.complaint.title")}
      back
      headerRight={
        <Link className="mm-button mm-button--default" to="/complaintMessage">
          {t("info.complaint.history")}
        </Link>
      }
    >
      <p className={styles.warning}>{t("info.complaint.intro")}</p>
      <form className={styles.section} noValidate onSubmit={(event) => void submit(event)}>
        <SelectField
          label={t("info.complaint.type")}
          required
          options={ADVICE_TYPES.map((code) => ({ value: code, label: adviceTypeName(code, locale) }))}
          {...form.field("adviceType")}
          error={errorOf("adviceType")}
        />
        <SelectField
          label={t("info.complaint.product")}
          required
          options={products.data.map((product) => ({ value: product.prpdCode, label: product.prpdName }))}
          {...productField}
          onChange={(event) => {
            void productField.onChange(event);
            form.setValue("problemId", "");
          }}
          error={errorOf("prpdCode")}
        />
        <SelectField
          label={t("info.complaint.problem")}
          options={(problems.data ?? []).map((question) => ({ value: question.id, label: question.question }))}
          placeholder={t("info.complaint.otherProblem")}
          hint={prpdCode !== "" && problems.isPending ? t("info.complaint.problemsLoading") : undefined}
          {...problemField}
          error={errorOf("problemId")}
        />
        {mallId === "" || policies.data === undefined || policies.data.length === 0 ? null : (
          <SelectField
            label={t("info.complaint.policy")}
            lang={DATA_LANG}
            options={[{ value: "", label: t("info.complaint.noPolicy") }, ...policies.data.map((policy) => ({ value: policy.policyNo, label: t("info.complaint.policyOption", { name: policy.riskName, policyNo: policy.policyNo }) }))]}
            placeholder={t("info.complaint.noPolicy")}
            {...form.field("policyNo")}
            error={errorOf("policyNo")}
          />
        )}
        <Field
          label={t("info.complaint.content")}
          required
          hint={left >= 0 ? t("info.complaint.contentHint", { max: ADVICE_MAX_LENGTH, left }) : t("info.complaint.contentOver", { over: -left })}
          error={errorOf("content")}
        >
          {(control) => <textarea {...control} className={`${control.className} ${styles.textarea}`} rows={6} maxLength={ADVICE_MAX_LENGTH} {...form.field("content")} />}
        </Field>
        <TextField label={t("info.complaint.mobile")} required type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} {...form.field("mobile")} error={errorOf("mobile")} />
        <PhotoUploader
          label={t("info.complaint.photos", { max: ADVICE_PHOTOS_MAX })}
          max={ADVICE_PHOTOS_MAX}
          alt={(index) => t("info.complaint.photoAlt", { index })}
          upload={async (file) => (await upload.mutateAsync({ file, ...(mallId === "" ? {} : { mallId }) })).imageId}
          onChange={setPhotos}
        />
        {photos.busy ? <p className={styles.note}>{t("info.complaint.uploading")}</p> : null}
        <Button type="submit" variant="primary" block loading={form.pending} disabled={photos.busy}>
          {t("info.complaint.submit")}
        </Button>
      </form>
    </Page>
  );
}
