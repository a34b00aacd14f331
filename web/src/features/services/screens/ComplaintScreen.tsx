/**
 * /complaint — complaints and suggestions: the kind (complaint or suggestion), the business it is about
 * (`prpdCode`), the problem among that business's questions (`prpdCodeProblem`, or "another problem"), the
 * text (at most domain's `ADVICE_MAX_LENGTH`, with a live count), the contact mobile (domain's mobile check)
 * and up to 3 optional photos (scaled down, `uploadBpmImage`); `sendAdvice`, then /complaintMessage with the
 * ticket number and the customer's earlier messages.
 *
 * Decisions where the spec is silent:
 * - Open to everyone; a logged-in customer's mobile is filled in and the message is kept in the account (the
 *   list on the result page); a visitor sees only the message just sent.
 * - The typed fields survive a reload (form draft); the photos do not (images are too large for the session
 *   draft and may be private): they are picked again.
 * - The photos are uploaded at submit, one after the other, then the message is sent with their ids; a failure
 *   of either keeps everything on the page (the shell says why); a second tap while sending does nothing.
 */
import { useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router-dom";
import { ADVICE_MAX_LENGTH, ADVICE_PHOTOS_MAX, ADVICE_TYPES, adviceCharactersLeft, adviceTypeName, COMPLAINT_FORM_SHAPE } from "@micromall/domain";
import type { ComplaintForm, ComplaintFormSchema } from "@micromall/domain/schemas";
import { Button, ErrorState, Field, Page, SelectField, Spinner, TextField, toast } from "../../../ui";
import { useLocale, useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { useFormDraft } from "../../../forms/use-form-draft";
import { useSchemaForm } from "../../../forms/use-schema-form";
import { questionProductsQuery, questionsQuery } from "../api/info-queries";
import { sendAdviceMutation, uploadPhotoMutation } from "../api/info-actions";
import { scalePhoto } from "../../../components/photo/scale-photo";
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
    content: "",
    mobile: accountMobile,
  });
  const draft = useFormDraft(form, { formId: "complaint", passwords: [] });
  const { errorOf } = form;
  const prpdCode = form.watch("prpdCode");
  const content = form.watch("content");
  const problems = useQuery({ ...questionsQuery(prpdCode), enabled: prpdCode !== "" });
  const upload = useMutation(uploadPhotoMutation());
  const send = useMutation(sendAdviceMutation());
  const [photos, setPhotos] = useState<readonly string[]>([]);
  const [uploading, setUploading] = useState(false);

  const submit = form.submit(async (values) => {
    const account = mallId === "" ? {} : { mallId };
    const imageIds: string[] = [];
    let answer;
    try {
      setUploading(photos.length > 0);
      for (const photo of photos) imageIds.push((await upload.mutateAsync({ image: photo, ...account })).imageId);
      setUploading(false);
      answer = await send.mutateAsync({
        content: values.content,
        adviceType: values.adviceType,
        prpdCode: values.prpdCode,
        mobile: values.mobile,
        ...(values.problemId === "" ? {} : { problemId: values.problemId }),
        ...(imageIds.length === 0 ? {} : { imageIds: imageIds.join(",") }),
        ...account,
      });
    } catch {
      setUploading(false);
      return;
    }
    draft.clear();
    navigate("/complaintMessage", { state: sentAdviceState({ ...answer, adviceType: values.adviceType }) });
  });

  async function addPhotos(files: FileList | null) {
    const picked = Array.from(files ?? []).slice(0, ADVICE_PHOTOS_MAX - photos.length);
    const scaled: string[] = [];
    for (const file of picked) {
      const dataUri = await scalePhoto(file, { as: "dataUri" });
      if (dataUri === null) toast(t("info.complaint.photoFailed"));
      else scaled.push(dataUri);
    }
    if (scaled.length > 0) setPhotos((current) => [...current, ...scaled].slice(0, ADVICE_PHOTOS_MAX));
  }

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
        <Field
          label={t("info.complaint.content")}
          required
          hint={left >= 0 ? t("info.complaint.contentHint", { max: ADVICE_MAX_LENGTH, left }) : t("info.complaint.contentOver", { over: -left })}
          error={errorOf("content")}
        >
          {(control) => <textarea {...control} className={`${control.className} ${styles.textarea}`} rows={6} maxLength={ADVICE_MAX_LENGTH} {...form.field("content")} />}
        </Field>
        <TextField label={t("info.complaint.mobile")} required type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} {...form.field("mobile")} error={errorOf("mobile")} />
        <fieldset className={styles.section}>
          <legend>{t("info.complaint.photos", { max: ADVICE_PHOTOS_MAX })}</legend>
          {photos.length === 0 ? null : (
            <ul className={styles.photos}>
              {photos.map((photo, index) => (
                <li key={photo.slice(-24) + String(index)} className={styles.photo}>
                  <img src={photo} alt={t("info.complaint.photoAlt", { index: index + 1 })} />
                  <Button onClick={() => setPhotos((current) => current.filter((_, at) => at !== index))}>{t("info.complaint.removePhoto", { index: index + 1 })}</Button>
                </li>
              ))}
            </ul>
          )}
          {photos.length >= ADVICE_PHOTOS_MAX ? null : (
            <label className={styles.fileLabel}>
              {t("info.complaint.addPhoto")}
              <input
                className={styles.fileInput}
                type="file"
                accept="image/*"
                multiple
                onChange={(event) => {
                  const input = event.currentTarget;
                  void addPhotos(input.files).finally(() => {
                    input.value = "";
                  });
                }}
              />
            </label>
          )}
        </fieldset>
        {uploading ? <p className={styles.note}>{t("info.complaint.uploading")}</p> : null}
        <Button type="submit" variant="primary" block loading={form.pending}>
          {t("info.complaint.submit")}
        </Button>
      </form>
    </Page>
  );
}
