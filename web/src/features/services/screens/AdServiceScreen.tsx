/**
 * /adservice — the courtesy car while the customer's car is repaired: the customer's courtesy-car benefit (what
 * is left, until when), the request form (plate, claim or policy number, city, dates within the benefit — domain's
 * `courtesyCar` form, then `courtesyCarDateProblems` against the benefit, both before any call), and the
 * request's state once sent (its number, the mall's word for the state code — domain's `statusLabel("serviceRequest")`,
 * never the gateway's Chinese `stateName` — and what happens next).
 *
 * Decisions where the spec is silent:
 * - The benefit comes from `showEquity` (kind courtesyCar, usable per domain); the request carries the service's
 *   token from `tokenAndRight` (service COURTESY) and goes out as a service request (`saveBpm`, type
 *   courtesyCar); the service's description is `valueAdd`'s.
 * - No usable benefit: the page says where it comes from and offers my benefits and binding a policy.
 * - The dates are the mall's date fields (YYYY-MM-DD) bounded by today and the benefit's last day; the mobile starts as the
 *   account's. The typed values are kept in a draft until the request is sent.
 */
import { useState } from "react";
import { Link } from "../../../ui/Link";
import { useMutation, useQuery } from "@tanstack/react-query";
import { COURTESY_CAR_MAX_DAYS, CITY_MAX, LENGTH_LIMITS, chinaDateParts, courtesyCarDateProblems, formatDateParts, formatMessage, isBenefitUsable, statusLabel, type ValueAddService, COURTESY_CAR_FORM_SHAPE } from "@micromall/domain";
import type { CourtesyCarForm } from "@micromall/domain/schemas";
import { Button, DataText, EmptyState, ErrorState, Page, Result, Spinner, TextField, buttonClassName } from "../../../ui";
import { useLocale, useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { useFormDraft } from "../../../forms/use-form-draft";
import { useSchemaForm } from "../../../forms/use-schema-form";
import { benefitsQuery, partnerLinkQuery, serviceRequestMutation, valueAddQuery } from "../api/benefit-queries";
import { LoginFirst } from "../components/benefits/LoginFirst";
import { BenefitPolicy } from "../components/benefits/BenefitPolicy";
import { PAGE_MESSAGES } from "../components/benefits/page.messages";
import { AD_SERVICE_MESSAGES } from "./AdServiceScreen.messages";
import styles from "../components/benefits/benefits.module.css";
import { FormDateField } from "../../../components/FormDateField";

/** The value-added service code of the courtesy car. */
const COURTESY = "COURTESY";

type Values = { licenseNo: string; caseNo: string; city: string; startDate: string; endDate: string; mobile: string };

/** A sent request: its number and state. */
interface SentRequest {
  readonly bpmNo: string;
  readonly state: string;
}

/** The courtesy car screen. */
export default function AdServiceScreen() {
  const t = useMessages(AD_SERVICE_MESSAGES);
  const p = useMessages(PAGE_MESSAGES);
  const mallId = useAppStore((state) => state.mallId);
  const benefits = useQuery({ ...benefitsQuery(mallId, false), enabled: mallId !== "" });
  const token = useQuery({ ...partnerLinkQuery(COURTESY, mallId), enabled: mallId !== "" });
  const services = useQuery(valueAddQuery());
  const [sent, setSent] = useState<SentRequest | null>(null);

  if (mallId === "") {
    return (
      <Page title={t("adservice.title")} back>
        <LoginFirst />
      </Page>
    );
  }

  const description = services.data?.find((service): service is ValueAddService => "serviceCode" in service && service.serviceCode === COURTESY);
  const benefit = benefits.data?.find((candidate) => candidate.kind === "courtesyCar" && isBenefitUsable(candidate));

  let body;
  if (benefits.data === undefined || (token.data === undefined && token.isPending)) {
    body =
      benefits.isPending || token.isPending ? (
        <Spinner label={t("adservice.preparing")} />
      ) : (
        <ErrorState message={t("adservice.loadFailed")} retryLabel={p("benefit.retry")} onRetry={() => void Promise.all([benefits.refetch(), token.refetch()])} />
      );
  } else if (benefit === undefined) {
    body = (
      <EmptyState message={t("adservice.none")}>
        <div className={styles.links}>
          <Link className={buttonClassName("primary", true)} to="/serviceIndex">
            {t("adservice.toBenefits")}
          </Link>
          <Link className={buttonClassName("default", true)} to="/binDing">
            {t("adservice.bind")}
          </Link>
        </div>
      </EmptyState>
    );
  } else if (token.data === undefined) {
    body = <ErrorState message={t("adservice.loadFailed")} retryLabel={p("benefit.retry")} onRetry={() => void token.refetch()} />;
  } else if (sent !== null) {
    body = <SentState sent={sent} onAgain={() => setSent(null)} />;
  } else {
    body = (
      <>
        <section className={styles.section} aria-labelledby="courtesy-benefit">
          <h2 id="courtesy-benefit" className={styles.heading}>
            {t("adservice.benefit")}
          </h2>
          <p className={styles.left}>{t("adservice.left", { left: benefit.timesLeft, total: benefit.timesTotal, date: benefit.validTo })}</p>
          <BenefitPolicy policyNo={benefit.policyNo} />
          <DataText as="p" className={styles.how}>
            {benefit.howToUse}
          </DataText>
        </section>
        <RequestForm validTo={benefit.validTo} token={token.data.token} onSent={setSent} />
      </>
    );
  }

  return (
    <Page title={t("adservice.title")} back>
      {description === undefined ? null : (
        <DataText as="p" className={`${styles.note} ${styles.section}`}>
          {description.description}
        </DataText>
      )}
      {body}
    </Page>
  );
}

function RequestForm({ validTo, token, onSent }: { validTo: string; token: string; onSent: (sent: SentRequest) => void }) {
  const t = useMessages(AD_SERVICE_MESSAGES);
  const locale = useLocale();
  const mallId = useAppStore((state) => state.mallId);
  const mobile = useAppStore((state) => state.userMallInfo?.mobile ?? "");
  const empty: Values = { licenseNo: "", caseNo: "", city: "", startDate: "", endDate: "", mobile };
  const form = useSchemaForm<Values, CourtesyCarForm>(COURTESY_CAR_FORM_SHAPE, empty);
  const draft = useFormDraft(form, { formId: "adservice", passwords: [] });
  const request = useMutation(serviceRequestMutation());
  const today = formatDateParts(chinaDateParts(new Date()));
  const last = validTo.slice(0, 10);
  const { errorOf } = form;

  const submit = form.submit(async (values) => {
    const problems = courtesyCarDateProblems(values, validTo);
    if (problems.length > 0) {
      problems.forEach((problem, index) => form.setError(problem.path === "startDate" ? "startDate" : "endDate", { message: formatMessage(problem.key, problem.params, locale) }, { shouldFocus: index === 0 }));
      return;
    }
    let answer;
    try {
      answer = await request.mutateAsync({ bpmType: "courtesyCar", mallId, token, ...values });
    } catch {
      return; // shown once by the query client or the gateway client
    }
    draft.clear();
    form.reset(empty);
    onSent({ bpmNo: answer.bpmNo, state: answer.state });
  });

  return (
    <section className={styles.section} aria-labelledby="courtesy-form">
      <h2 id="courtesy-form" className={styles.heading}>
        {t("adservice.formTitle")}
      </h2>
      <p className={styles.note}>{t("adservice.formNote", { days: COURTESY_CAR_MAX_DAYS })}</p>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField label={t("adservice.licenseNo")} autoComplete="off" maxLength={LENGTH_LIMITS.plate.default} {...form.field("licenseNo")} error={errorOf("licenseNo")} />
        <TextField label={t("adservice.caseNo")} autoComplete="off" maxLength={LENGTH_LIMITS.policyNumber} {...form.field("caseNo")} error={errorOf("caseNo")} />
        <TextField label={t("adservice.city")} hint={t("adservice.cityHint")} autoComplete="address-level2" maxLength={CITY_MAX} {...form.field("city")} error={errorOf("city")} />
        <FormDateField form={form} name="startDate" label={t("adservice.startDate")} min={today} max={last} />
        <FormDateField form={form} name="endDate" label={t("adservice.endDate")} min={today} max={last} />
        <TextField label={t("adservice.mobile")} type="tel" inputMode="numeric" autoComplete="tel" maxLength={LENGTH_LIMITS.mobile} {...form.field("mobile")} error={errorOf("mobile")} />
        <Button type="submit" variant="primary" block disabled={form.pending}>
          {t("adservice.submit")}
        </Button>
      </form>
    </section>
  );
}

function SentState({ sent, onAgain }: { sent: SentRequest; onAgain: () => void }) {
  const t = useMessages(AD_SERVICE_MESSAGES);
  const locale = useLocale();
  return (
    <Result
      kind="success"
      title={t("adservice.sent")}
      description={t("adservice.sentDesc", { bpmNo: sent.bpmNo, state: statusLabel("serviceRequest", sent.state, locale) })}
      actions={[
        { label: t("adservice.toBenefits"), to: "/serviceIndex" },
        { label: t("adservice.again"), onClick: onAgain },
      ]}
    />
  );
}
