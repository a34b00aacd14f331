/**
 * /servicesQuery — flight-delay benefits (spec §2 "Claims", issue 10): the flight number (spec §5: 1–7 letters or
 * digits), its date and the traveller's identity, checked by domain before `showEquity`; then the benefit found and
 * its state (name, what it gives, state, valid until, uses left, how to use it), with the way to activate a benefit
 * not yet activated (/serviceIndex) and to look up another flight. Home's flight-delay benefit lands here.
 *
 * Decisions where the spec is silent (see `api/flight-lookup.ts`): the page needs the mall login (the benefit is the
 * account's); the result shows on this page from the lookup in the navigation's state, so a reload keeps it and
 * "look up another flight" clears it; nothing found shows in place of the form with what was searched; the form's
 * values survive a failure and a reload (the lookup's draft).
 * Placed in the claims feature (`features/claims/flight/`): the benefit is the flight-delay cover's payout, found by
 * the traveller's flight as a claim lookup is, not a service the customer books.
 */
import { useMemo } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { Link } from "../../../../ui/Link";
import { useQuery } from "@tanstack/react-query";
import type { ServiceBenefit } from "@micromall/domain";
import { benefitTexts, flightDelayBenefits, statusLabel } from "@micromall/domain";
import { LookupForm, NotFound, lookupStateOf, type LookupState } from "../../../../components/lookup";
import { DetailSections } from "../../../../components/detail/DetailSections";
import { QueryContent } from "../../../../components/QueryContent";
import { useLocale, useMessages } from "../../../../i18n";
import { useAppStore } from "../../../../state/store";
import { Button, DATA_LANG, LocalTextView, Page, buttonClassName } from "../../../../ui";
import { FLIGHT_PATH, flightBenefitsQuery, flightLookup, flightPayload } from "../api/flight-lookup";
import { FLIGHT_MESSAGES } from "../flight.messages";
import styles from "../../claims.module.css";

/** The flight-delay benefit lookup and its result. */
export default function FlightBenefitScreen() {
  const t = useMessages(FLIGHT_MESSAGES);
  const mallId = useAppStore((state) => state.mallId);
  const config = useMemo(() => flightLookup(mallId), [mallId]);
  const state = lookupStateOf(useLocation().state);
  return (
    <Page title={t("flight.title")} back>
      {state === null ? (
        <>
          <p className={styles.lead}>{t("flight.intro")}</p>
          <LookupForm config={config} />
        </>
      ) : (
        <FlightResult state={state} mallId={mallId} />
      )}
    </Page>
  );
}

function FlightResult({ state, mallId }: { readonly state: LookupState; readonly mallId: string }) {
  const t = useMessages(FLIGHT_MESSAGES);
  const found = useQuery(flightBenefitsQuery(flightPayload(state.lookup, mallId)));
  return (
    <QueryContent query={found} loading={t("flight.loading")} failed={t("flight.loadFailed")} retry={t("flight.retry")}>
      {(data) => <Benefits benefits={flightDelayBenefits(data)} state={state} />}
    </QueryContent>
  );
}

function Benefits({ benefits, state }: { readonly benefits: readonly ServiceBenefit[]; readonly state: LookupState }) {
  const t = useMessages(FLIGHT_MESSAGES);
  const navigate = useNavigate();
  const again = () => void navigate(FLIGHT_PATH, { replace: true });
  if (benefits.length === 0) return <NotFound searched={state.searched} retry={again} />;
  return (
    <>
      <DetailSections
        sections={[
          {
            title: t("flight.result.searched"),
            rows: state.searched.map((item) => ({ label: item.label, value: item.value })),
          },
        ]}
      />
      <ul className={styles.list} aria-label={t("flight.result.label")}>
        {benefits.map((benefit) => (
          <li key={benefit.benefitId}>
            <BenefitCard benefit={benefit} />
          </li>
        ))}
      </ul>
      <div className={styles.links}>
        <Button variant="default" className={styles.action} onClick={again}>
          {t("flight.result.again")}
        </Button>
      </div>
    </>
  );
}

function BenefitCard({ benefit }: { readonly benefit: ServiceBenefit }) {
  const t = useMessages(FLIGHT_MESSAGES);
  const locale = useLocale();
  // the gateway's texts in English where it wrote them, else its Chinese marked as data
  const texts = benefitTexts(benefit, locale);
  return (
    <DetailSections
      sections={[
        {
          title: texts.name.text,
          dataTitle: texts.name.lang === DATA_LANG,
          rows: [
            { label: t("flight.result.state"), value: statusLabel("benefit", benefit.state, locale) },
            { label: t("flight.result.validTo"), value: benefit.validTo },
            { label: t("flight.result.times"), value: t("flight.result.timesValue", { left: String(benefit.timesLeft), total: String(benefit.timesTotal) }) },
            { label: t("flight.result.howToUse"), value: texts.howToUse.text, data: texts.howToUse.lang === DATA_LANG },
          ],
          children: (
            <>
              <LocalTextView as="p" className={styles.note} text={texts.description} />
              {benefit.state === "0" ? (
                <Link className={buttonClassName("primary", false, styles.action)} to="/serviceIndex">
                  {t("flight.result.activate")}
                </Link>
              ) : null}
            </>
          ),
        },
      ]}
    />
  );
}
