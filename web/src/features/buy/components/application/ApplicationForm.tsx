/**
 * The one application form of /inputInfo: every product's variant (person cover with 1–5 insureds, home,
 * exhibition booth, mobile phone) is rendered from domain's form config (`applicationFormConfig`) and checked
 * with the shape domain builds from it (`applicationFormShape`); no rule is written here.
 *
 * Behaviour (issue 9 "The application form"):
 * - The insureds are a list (the form's field array `insureds`, one section per entry keyed by its id); a count
 *   change appends or removes entries as domain's `resizeInsuredForm` says (→ `insuredCountChanged`), and
 *   `insuredCount` follows the list (also when an old draft restores a count without its list).
 * - A confirmed type-01 number (a valid ID card number) fills birthday and sex (`confirmedInsuredPatch`,
 *   `confirmedApplicantPatch`); an insured whose relationship is self is the applicant (`selfInsuredPatch`) and
 *   shows the applicant's values read-only.
 * - The start date is tomorrow (China) at the earliest; the end date and the day-span label follow the period.
 * - It opens with the plan chosen on the product page and the product's cover period (domain's `openingCover`);
 *   with no choice, only a sole option is taken, else the field waits for the customer (issue 20 item 4). The
 *   plan of the address wins over an unsent draft of another plan, also after a reload (`coverOverDraft`, customer
 *   report F1): the draft keeps the people typed, not its plan or that plan's duration.
 * - The premium is asked for the settled plan / duration / count (debounced); the screen shows the answer of
 *   the latest request only (one cache entry per request), with `formatMoney`; the pay button shows it.
 * - The agreement is never pre-ticked and is not kept in the draft; its link opens /insuranceGuide.
 * - Submit: every error at once, focus on the first; a second tap while a submit is under way does nothing
 *   (`useSchemaForm`); identity numbers with a prptBlack config are checked (`checkIdentifyNumber`) before the
 *   proposal is saved (`saveProposal`); any failure keeps the form as typed; success writes the application
 *   into the store's application state (spec §3 `Arrlist`), forgets the draft and opens the order.
 * - Everything typed survives a reload in the tab's draft `inputInfo:<productCode>` (the product page offers
 *   "continue your application" when it exists).
 * - OCR: the applicant can be read from a photo of the ID card ({@link OcrButton}), confirmed before it fills.
 * - A customer who came through a channel / shop (spec §2 data source) sees it, checked by `sourceCodeCheck`, and
 *   the proposal carries it (`channel`, and `channelNo` only for a well-formed shop id: domain's `proposalChannel`);
 *   an unknown source is left out silently.
 * - Logged in: the applicant is pre-filled (`proposalUserInfo`) where the customer has not typed (an enterprise
 *   applicant takes only the contact mobile and e-mail), and the applicant (a person) and each insured can be filled
 *   from a frequent contact ({@link ContactFill}: "add from frequent contacts"); the home's address from a saved
 *   address ({@link AddressFill}). * - The first view carries only what it shows (issue 9 acceptance 4, ≤ 40 kB gzip above the entry): the submit
 *   (`submit-application.ts`), the ID card reading (`read-id-card.ts`), the saved-contacts picker with its encrypted
 *   call (and so crypto-js) and the date picker's sheet load on the customer's action.
 *
 * - Buy again (issue 21): opened from an order's 再次投保, the form is filled from the old proposal
 *   (`toNewProposa`'s fields in the navigation's state, {@link useBuyAgain}).
 *
 * Decision where the spec is silent: the proposal is saved with `saveProposal` only (it checks the applicant
 * and the insureds on the gateway's side); `toNewProposa` drafts a new proposal from a finished order's (buy
 * again) and saves nothing.
 */
import { useEffect, useLayoutEffect, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  ENTERPRISE_CATEGORIES,
  INSURED_VARIANT_CODES,
  OCCUPATION_CLASSES,
  applicationFormConfig,
  applicationFormShape,
  applicantFitsInsured,
  applicationDraftId,
  confirmedInsuredPatch,
  contactInsuredPatch,
  coverEnd,
  coverOverDraft,
  dateSpanLabel,
  earliestStartDate,
  latestStartDate,
  premiumEach,
  pricedPerPerson,
  startDateFrom,
  emptyApplicationForm,
  formText,
  formatFen,
  identityTypeName,
  INSUREDS,
  insuredKey,
  insuredBirthdayRange,
  insuredRelationships,
  applicantPrefill,
  openingCover,
  proposalChannel,
  resizeInsuredForm,
  selfCopyCleared,
  type AgeLimits,
  type ApplicationFormConfig,
  type ApplicationFormValues,
  type Contact,
  type Plan,
  type ProductSummary,
} from "@micromall/domain";
import { Button, DATA_LANG, DatePicker, SelectField, WholeNumbers, type SelectOption } from "../../../../ui";
import { useLocale, useMessages } from "../../../../i18n";
import { useAppStore } from "../../../../state/store";
import { useSchemaForm, type SchemaForm } from "../../../../forms/use-schema-form";
import { useFormDraft } from "../../../../forms/use-form-draft";
import { useWatch } from "../../../../forms/use-watch";
import { usePrefill } from "../../../../forms/use-form-draft";
import { GatewayRefusal } from "../../../../gateway/query";
import { applicantQuery, premiumQuery, sourceQuery } from "../../api/application-queries";
import { APPLICATION_MESSAGES } from "../../application.messages";
import { AddressFill } from "./AddressFill";
import { ContactFill } from "./ContactFill";
import { useBuyAgain } from "./use-buy-again";
import { useClaimOutlets, type ClaimOutlet } from "../../hooks/use-claim-outlets";
import { applicantOptions } from "./applicant-options";
import { FieldControl } from "./FieldControl";
import { OcrButton } from "./OcrButton";
import { AgreementField } from "./AgreementField";
import { useProposalSubmit } from "./use-proposal-submit";
import { PREMIUM_DEBOUNCE_MS, useDebounced } from "./use-debounced";
import { filledFromApplicantId, useDerivedFields } from "./use-derived-fields";
import styles from "./application.module.css";

/** The form of {@link ApplicationForm} (what its lazily loaded parts work on). */
export type ApplicationFormHandle = SchemaForm<ApplicationFormValues, ApplicationFormValues>;
/** The application form's texts. */
export type ApplicationTranslate = ReturnType<typeof useMessages<typeof APPLICATION_MESSAGES>>;
type Form = ApplicationFormHandle;
type Translate = ApplicationTranslate;

/** Props of {@link ApplicationForm}. */
export interface ApplicationFormProps {
  readonly product: ProductSummary;
  readonly plans: readonly Plan[];
  /** The plan of the address (`?planCode=`), "" for none. */
  readonly planCode: string;
  /** The product's cover period in days as its product page shows it (the plan list's detail), if known. */
  readonly periodDays?: number;
  /** The ages the product insures (the plan list's detail), if it states them: each insured is checked against them. */
  readonly insuredAge?: AgeLimits | undefined;
  /** Days from today to the earliest start (the plan list's detail; a waiting period), tomorrow when absent. */
  readonly startsAfterDays?: number | undefined;
}

const text = formText;

/** The application form of one product. */
export function ApplicationForm({ product, plans, planCode, periodDays, insuredAge, startsAfterDays }: ApplicationFormProps) {
  const t = useMessages(APPLICATION_MESSAGES);
  const locale = useLocale();
  const navigate = useNavigate();
  const mallId = useAppStore((state) => state.mallId);
  const shop = useAppStore((state) => state.shopInfo);
  const channel = shop?.source ?? "";
  const source = useQuery({ ...sourceQuery(channel), enabled: channel !== "" });
  // the shop id only when the check confirmed the visit's source and the id is well-formed (issue 23 finding 6)
  const channelFields = proposalChannel(shop, source.data) ?? {};
  const config = useMemo(() => applicationFormConfig({ productCode: product.productCode, category: product.category, channel, insuredAge }), [product, channel, insuredAge]);
  // the earliest start: tomorrow, or after the product's waiting period (the phone cover's 7 days)
  const [earliest] = useState(() => earliestStartDate(new Date(), startsAfterDays));
  const [defaults] = useState(() => {
    // what the customer chose on the product page (plan, and the period it showed), else nothing guessed
    return { ...emptyApplicationForm(config, earliest), ...openingCover(config, plans, { planCode, ...(periodDays === undefined ? {} : { periodDays }) }) };
  });
  const [count, setCount] = useState(1);
  const shape = useMemo(() => applicationFormShape(config, count), [config, count]);
  const form: Form = useSchemaForm<ApplicationFormValues, ApplicationFormValues>(shape, defaults);
  const draft = useFormDraft(form, { formId: applicationDraftId(product.productCode), passwords: [] });
  useCoverOverDraft(form, defaults);
  const values = form.watch();
  useAddressFollowsPlan(text(values, "planCode"), planCode);
  const insureds = form.fieldArray(INSUREDS);
  const slots = insureds.fields.length;
  // the shape follows the list (also when a draft restores it)
  if (slots !== count) setCount(slots);
  useCountFollowsList(form, slots);

  useDerivedFields(form, config, values, slots);
  useBuyAgain(form, config);
  useApplicantPrefill(form, config, mallId);
  const outlets = useClaimOutlets(mallId, config.applicant.some((entry) => entry.key === "comCode"));

  const period = config.period;
  // no duration chosen yet: no end date and no premium (the customer chooses one)
  const duration = Number(text(values, "duration")) || 0;
  const end = coverEnd(text(values, "startDate"), period, duration);
  const premium = usePremium(product.productCode, text(values, "planCode"), duration, Math.max(slots, 1));
  const amount = premium.data === undefined ? "" : formatFen(premium.data.sumPremium);
  // several insureds: the sum as each one's share times the count (customer rehearsal 3: ¥50 became ¥100, unexplained)
  const each = premium.data === undefined || premium.isPlaceholderData ? null : premiumEach(premium.data.sumPremium, slots);

  const client = useQueryClient();
  // one proposal however often the customer taps; once saved, the form only waits for the order page
  const { done, submitOnce } = useProposalSubmit(t("app.loadFailed"));
  const onValid = (checked: ApplicationFormValues) =>
    submitOnce(async (submit) => {
      const orderId = await submit.submitApplication({ client, form, config, product, values: checked, slots, endDate: end?.endDate ?? "", extra: { ...channelFields, ...(mallId === "" ? {} : { mallId }) } });
      if (orderId === null) return null;
      return () => {
        draft.clear();
        // the order replaces the form: back from it never shows the filled form again (issue 20 item 5)
        void navigate(`/orderDetails?orderId=${encodeURIComponent(orderId)}`, { replace: true });
      };
    });

  const countOptions: SelectOption[] = Array.from({ length: config.maxInsureds }, (_, index) => ({ value: String(index + 1), label: t("app.insuredCount.option", { n: index + 1 }) }));
  // a plan's price as the product page states it: for one period of the product (customer report F2)
  // (a cover of persons: per person, domain's pricedPerPerson, customer rehearsal 3)
  // (the options stay short: a native select cuts a long one at 375 px in English and elder mode; the chosen plan's
  // price per period stands under the select)
  const per = periodDays === undefined ? "" : pricedPerPerson(product.category) ? t("app.plan.perPerson", { period: dateSpanLabel(periodDays, locale) }) : `/${dateSpanLabel(periodDays, locale)}`;
  const planOptions: SelectOption[] = plans.map((plan) => ({ value: plan.planCode, label: t("app.plan.option", { name: plan.planName, price: formatFen(plan.premiumFen) }) }));
  const chosenPlan = plans.find((plan) => plan.planCode === text(values, "planCode"));
  const planHint = chosenPlan === undefined || per === "" ? undefined : t("app.plan.price", { price: formatFen(chosenPlan.premiumFen), per });
  // a day count reads as spec §9 labels it (30 days: 1个月), as the period line below does
  const durationOptions: SelectOption[] = period.options.map((n) => ({ value: String(n), label: period.unit === "day" ? dateSpanLabel(n, locale) : t("app.duration.years", { n }) }));
  const changeCount = (next: string) => {
    const resized = resizeInsuredForm(form.getValues(), config, Number(next));
    if (resized.insureds.length < slots) insureds.remove(Array.from({ length: slots - resized.insureds.length }, (_, index) => resized.insureds.length + index));
    else insureds.append(resized.insureds.slice(slots), { shouldFocus: false });
  };

  // a field of the applicant or of the insured object, with its hint where it has one
  const hintOf = (key: string): string | undefined => {
    if (key === "applyIdentifyNumber" && filledFromApplicantId(values)) return t("app.filledFromId");
    // the booth days beside the cover period: what each is for, and which one the premium follows (customer rehearsal)
    if (key === "boothDuration") return t("app.boothDays.hint");
    return undefined;
  };
  const fieldOf = (entry: ApplicationFormConfig["applicant"][number]) => (
    <FieldControl key={entry.key} form={form} config={entry} name={entry.key} label={fieldLabel(t, entry.key, config)} options={optionsFor(entry.key, config, t, locale, outlets)} hint={hintOf(entry.key)} />
  );

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.submit(onValid)(event)} aria-label={t("app.form.title")}>
      <fieldset className={styles.section}>
        <legend className={styles.legend} lang={DATA_LANG}>
          {product.productName}
        </legend>
        <SelectField label={t("app.plan")} options={planOptions} {...form.field("planCode")} hint={planHint} error={form.errorOf("planCode")} />
        {durationOptions.length > 1 && <SelectField label={t("app.duration")} options={durationOptions} {...form.field("duration")} error={form.errorOf("duration")} />}
        <StartDateField form={form} label={t("app.startDate")} min={earliest} />
        {startsAfterDays !== undefined && startsAfterDays > 1 && (
          <p className={styles.note}>
            <WholeNumbers text={t("app.waiting", { days: startsAfterDays, date: earliest })} />
          </p>
        )}
        {end !== null && (
          <p className={styles.note}>
            <WholeNumbers text={t("app.period", { start: text(values, "startDate"), end: end.endDate, span: dateSpanLabel(end.days, locale) })} />
          </p>
        )}
        {source.data?.valid === true && <p className={styles.note}>{t("app.channel", { name: source.data.channelName })}</p>}
        {config.insured.length > 0 && config.maxInsureds > 1 && (
          <SelectField label={t("app.insuredCount")} options={countOptions} value={String(slots)} onChange={changeCount} name="insuredCount" />
        )}
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t(config.kind === "exhibition" ? "app.section.enterprise" : "app.section.applicant")}</legend>
        {config.kind !== "exhibition" && !config.applicant.some((entry) => entry.readonly) && (
          <OcrButton
            mallId={mallId}
            onRead={(card) => fillChecked(form, { applyName: card.name, applyIdentifyType: "01", applyIdentifyNumber: card.identifyNumber })}
          />
        )}
        {/* the applicant from a saved contact too, with the insureds' picker (customer report 2 G13) */}
        {config.kind !== "exhibition" && mallId !== "" && !config.applicant.some((entry) => entry.readonly) && (
          <ContactFill
            mallId={mallId}
            onPick={(contact) => {
              void import("./applicant-from-contact").then(({ contactApplicantPatch }) => fillChecked(form, contactApplicantPatch(contact, config.applicantIdentityTypes)));
            }}
          />
        )}
        {config.applicant.map(fieldOf)}
      </fieldset>

      {insureds.fields.map((entry, index) => (
        <InsuredSection key={entry.id} form={form} config={config} index={index} values={values} t={t} locale={locale} mallId={mallId} insuredAge={insuredAge} />
      ))}

      {config.subject.length > 0 && (
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t(config.kind === "home" ? "app.section.home" : config.kind === "exhibition" ? "app.section.exhibition" : "app.section.phone")}</legend>
          {config.kind === "home" && mallId !== "" && (
            <AddressFill
              mallId={mallId}
              onPick={(address) => {
                form.setValue("propertyAddress", address);
                form.clearErrors("propertyAddress");
              }}
            />
          )}
          {config.subject.map(fieldOf)}
        </fieldset>
      )}

      <div className={styles.section}>
        <p className={styles.note}>{t("app.electronic")}</p>
        <AgreementField form={form} productCode={product.productCode} />
      </div>

      <div className={styles.footer}>
        <p className={styles.premium} aria-live="polite">
          {premiumText(t, premium, text(values, "planCode"), duration, amount)}
          {each === null ? null : t("app.premium.each", { each: formatFen(each), count: slots })}
        </p>
        <Button type="submit" variant="primary" disabled={form.pending || done}>
          {form.pending ? t("app.submitting") : amount === "" ? t("app.pay.noAmount") : t("app.pay", { amount })}
        </Button>
      </div>
    </form>
  );
}

/**
 * The plan of the address over a restored draft of another plan (domain's `coverOverDraft`, customer report F1):
 * after the draft's layout effect, before the first paint; the draft's people stay.
 */
function useCoverOverDraft(form: Form, opening: ApplicationFormValues): void {
  const { getValues, setValue } = form;
  useLayoutEffect(() => {
    const current = getValues();
    const patch = coverOverDraft({ planCode: text(opening, "planCode"), duration: text(opening, "duration") }, { planCode: text(current, "planCode"), duration: text(current, "duration") });
    for (const [key, value] of Object.entries(patch)) setValue(key, value, { prefill: true });
    // a draft's start before the earliest (saved days ago, or inside a waiting period) moves to the earliest
    const start = startDateFrom(text(opening, "startDate"), text(current, "startDate"));
    if (start !== text(current, "startDate")) setValue("startDate", start, { prefill: true });
  }, [opening, getValues, setValue]);
}

/**
 * The address follows the plan chosen on the form (customer report F1): the plan of the address wins on opening, so a
 * plan the customer then picks here is written into the address (replacing it: back leaves the form) and a reload
 * opens on it. A blank choice leaves the address as it is; the navigation's state (a buy-again proposal) stays.
 */
function useAddressFollowsPlan(chosen: string, addressPlan: string): void {
  const navigate = useNavigate();
  const { search, state } = useLocation();
  useEffect(() => {
    if (chosen === "" || chosen === addressPlan) return;
    const query = new URLSearchParams(search);
    query.set("planCode", chosen);
    void navigate({ search: `?${query.toString()}` }, { replace: true, state });
  }, [chosen, addressPlan, search, state, navigate]);
}

/** `insuredCount` is the length of the insured list (at least 1: the variants without insureds count one). */
function useCountFollowsList(form: Form, slots: number): void {
  const count = String(Math.max(slots, 1));
  const { getValues, setValue } = form;
  useEffect(() => {
    if (getValues("insuredCount") !== count) setValue("insuredCount", count, { prefill: true });
  }, [count, getValues, setValue]);
}

/** What the footer says about the premium. */
function premiumText(t: Translate, premium: ReturnType<typeof usePremium>, planCode: string, duration: number, amount: string): string {
  if (planCode === "") return t("app.premium.choosePlan");
  if (!(duration > 0)) return t("app.premium.chooseDuration");
  if (premium.error instanceof GatewayRefusal) return t("app.premium.failed", { reason: premium.error.message });
  if (amount === "" || premium.isPlaceholderData) return t("app.premium.pending");
  return `${t("app.premium")} ¥${amount}`;
}

/**
 * The premium of the settled choices: one request per settled payload; only the latest payload's answer is shown
 * (while it is on its way, the previous amount is kept and marked as being recalculated).
 */
function usePremium(productCode: string, planCode: string, duration: number, insuredCount: number) {
  const request = useDebounced({ productCode, planCode, duration, insuredCount }, PREMIUM_DEBOUNCE_MS);
  return useQuery({ ...premiumQuery(request), enabled: request.planCode !== "" && request.duration > 0, placeholderData: keepPreviousData });
}


/** The start date: a date picker from the earliest start (tomorrow in China, or after a waiting period) to the latest (domain's `latestStartDate`). */
function StartDateField({ form, label, min }: { form: Form; label: string; min: string }) {
  const value = useWatch(form, "startDate");
  const { ref } = form.register("startDate");
  return (
    <DatePicker
      label={label}
      value={typeof value === "string" ? value : ""}
      min={min}
      max={latestStartDate(min)}
      defaultValue={min}
      onChange={(next) => {
        form.setValue("startDate", next);
        form.clearErrors("startDate");
      }}
      ref={ref}
      error={form.errorOf("startDate")}
    />
  );
}

/** One insured: relationship, a frequent contact to fill from, identity, birthday, sex, mobile. */
function InsuredSection({ form, config, index, values, t, locale, mallId, insuredAge }: { form: Form; config: ApplicationFormConfig; index: number; values: ApplicationFormValues; t: Translate; locale: string; mallId: string; insuredAge: AgeLimits | undefined }) {
  const isSelf = text(values, insuredKey("insuredRelationship", index)) === INSURED_VARIANT_CODES[config.insuredVariant].self;
  // a self insured the customer makes another person drops the applicant's copy (domain's selfCopyCleared, customer report F7)
  const picked = () => {
    if (isSelf) for (const [key, value] of Object.entries(selfCopyCleared(form.getValues(), index, config.insuredVariant))) form.setValue(key, value);
  };
  const filled = Object.keys(confirmedInsuredPatch(values, index)).length > 0;
  // the birthday picker offers the product's ages on the cover's first day, not a century (customer rehearsal 5)
  const birthdays = insuredAge === undefined ? undefined : insuredBirthdayRange(insuredAge, text(values, "startDate"));
  const selfFits = applicantFitsInsured(config, values);
  // in the product's insured codes (variant A or B, spec §3)
  const fromContact = (contact: Contact) =>
    fillChecked(form, Object.fromEntries(Object.entries(contactInsuredPatch(contact, config.insuredVariant)).map(([key, value]) => [insuredKey(key, index), value])));
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t("app.section.insured", { n: index + 1 })}</legend>
      {mallId !== "" && <ContactFill mallId={mallId} onPick={fromContact} />}
      {config.insured.map((entry) => {
        const name = insuredKey(entry.key, index);
        // a self insured shows the applicant's copied values; when the applicant's document does not suit an
        // insured nothing is copied and the customer chooses another relationship
        const locked = isSelf && selfFits && entry.key !== "insuredRelationship";
        let hint: string | undefined;
        if (entry.key === "insuredRelationship" && isSelf) hint = selfFits ? t("app.selfCopied") : t("app.selfNotAllowed");
        if (entry.key === "insuredIdentifyNumber" && filled && !isSelf) hint = t("app.filledFromId");
        return (
          <FieldControl key={name} form={form} config={entry} name={name} label={fieldLabel(t, entry.key, config)} options={optionsFor(entry.key, config, t, locale)} locked={locked} hint={hint} {...(entry.key === "insuredRelationship" ? { onPicked: picked } : {})} {...(entry.key === "insuredBirthday" ? { dateRange: birthdays } : {})} />
        );
      })}
    </fieldset>
  );
}

/**
 * Fills fields the customer chose a source for (a frequent contact, an ID card photo) and checks at once what was
 * filled in, as if the customer had typed it and left the field: an insured outside the product's ages, or a number
 * the contact holds wrongly, is named now, not at submit (customer rehearsal 5). What the source left empty stays
 * quiet until the customer leaves it or submits.
 */
function fillChecked(form: Form, values: Readonly<Record<string, string>>): void {
  const filled: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    form.setValue(key, value);
    form.clearErrors(key);
    if (value.trim() !== "") filled.push(key);
  }
  if (filled.length > 0) void form.trigger(filled);
}

/** The label of a field in the customer's language. */
function fieldLabel(t: Translate, key: string, config: ApplicationFormConfig): string {
  if (config.kind === "exhibition" && (key === "applyName" || key === "applyMobile")) return t(`field.${key}.enterprise`);
  return t(`field.${key}` as Parameters<Translate>[0]);
}

/** The options of a select field, by its key (the insured's in the product's variant codes). */
function optionsFor(key: string, config: ApplicationFormConfig, t: Translate, locale: string, outlets: readonly ClaimOutlet[] = []): SelectOption[] {
  const lang = locale === "en" ? "en" : "zh-CN";
  const named = (entry: { code: string; zh: string; en: string }) => ({ value: entry.code, label: lang === "en" ? entry.en : entry.zh });
  const codes = INSURED_VARIANT_CODES[config.insuredVariant];
  if (key === "applyIdentifyType" || key === "applySex") return applicantOptions(key, config, t, lang);
  if (key === "insuredIdentifyType") return config.insuredIdentityTypes.map((code) => ({ value: code, label: identityTypeName(code, lang) }));
  if (key === "insuredSex") return [{ value: codes.male, label: t("app.male") }, { value: codes.female, label: t("app.female") }];
  if (key === "insuredRelationship") return insuredRelationships(config.insuredVariant).map(named);
  if (key === "inType") return OCCUPATION_CLASSES.map(named);
  if (key === "comCode") return outlets.map((outlet) => ({ value: outlet.comCode, label: outlet.comName }));
  if (key === "enterpriseCategory") return ENTERPRISE_CATEGORIES.map(named);
  return [];
}

/**
 * A logged-in customer's applicant pre-fill (domain's `applicantPrefill`: the fields still empty; a company applicant
 * only the contact; a type only when the form offers it), set as the screen's prefill (forms' `usePrefill`).
 */
function useApplicantPrefill(form: Pick<Form, "getValues" | "setValue">, config: ApplicationFormConfig, mallId: string): void {
  const data = useQuery({ ...applicantQuery(mallId), enabled: mallId !== "" }).data;
  const { getValues, setValue } = form;
  usePrefill(data, (info) => applicantPrefill(config, getValues(), info), setValue);
}
