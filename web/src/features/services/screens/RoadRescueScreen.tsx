/**
 * /roadRescue — road rescue: call the rescue line (`tel:` the insurer's hotline, domain's `HOTLINE`), find where
 * I am to tell the operator or send to the rescue team (the browser's geolocation, asked only on tap), what to
 * do while waiting, and the customer's remaining rescue benefits (`valueAdd` with `serviceType: "rescue"`).
 *
 * Decisions where the spec is silent:
 * - The rescue line is the insurer's hotline 95518 (the mall has no other rescue number).
 * - "Share where I am" shows the position (latitude, longitude, accuracy), an https map link and a copy
 *   button: the customer tells it on the phone or pastes it into a message. Refused or unavailable, the page
 *   says why and how to describe the place instead; the call link is always there.
 * - The page is open to everyone (someone stuck on the road must not log in first); the remaining benefits
 *   need the account, so a logged-out visitor is offered the login for them.
 * - Each rescue benefit names the policy that brings it, a link to the policy (customer rehearsal 5).
 * - A benefit's name and description are the gateway's, in English where it wrote them (domain's `serviceTexts`;
 *   customer rehearsal 5: 道路救援 stayed Chinese on the English page), else its Chinese marked as data; its state is the mall's word for the
 *   state code (domain's `statusLabel("benefit", …)`), never the gateway's Chinese `stateName`.
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "../../../ui/Link";
import { HOTLINE, HOTLINE_HREF, loginPathFor, mapLinkFor, serviceTexts, statusLabel, type ServiceOutlet, type ValueAddService } from "@micromall/domain";
import { Button, LocalTextView, Page, toast } from "../../../ui";
import { QueryContent } from "../../../components/QueryContent";
import { useLocale, useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { useGeolocation } from "../../../components/geolocation";
import { rescueBenefitsQuery } from "../api/info-queries";
import { LocateMessage } from "../components/info/LocateMessage";
import { BenefitPolicy } from "../components/benefits/BenefitPolicy";
import { INFO_MESSAGES } from "../info.messages";
import { RESCUE_MESSAGES } from "./RoadRescueScreen.messages";
import styles from "../components/info/info.module.css";

/** Degrees shown with 5 decimals (about 1 m). */
const DEGREES = (value: number) => value.toFixed(5);

/** The road rescue screen. */
export default function RoadRescueScreen() {
  const t = useMessages(RESCUE_MESSAGES);
  const here = useGeolocation();
  const state = here.state;

  let where = null;
  if (state.status === "located") {
    const latitude = DEGREES(state.point.latitude);
    const longitude = DEGREES(state.point.longitude);
    const map = mapLinkFor({ ...state.point, name: t("info.rescue.where") });
    const copy = async () => {
      try {
        await navigator.clipboard.writeText(t("info.rescue.positionText", { latitude, longitude, map }));
        toast(t("info.rescue.copied"));
      } catch {
        toast(t("info.rescue.copyFailed"));
      }
    };
    where = (
      <>
        <p className={styles.text}>{t("info.rescue.position", { latitude, longitude, accuracy: Math.round(state.accuracyMetres) })}</p>
        <p className={styles.note}>{t("info.rescue.tellOperator")}</p>
        <div className={styles.actions}>
          <Button onClick={() => void copy()}>{t("info.rescue.copy")}</Button>
          {map === "" ? null : (
            <a className="mm-button mm-button--default" href={map} target="_blank" rel="noopener noreferrer">
              {t("info.rescue.map")}
            </a>
          )}
        </div>
      </>
    );
  } else if (state.status === "failed") {
    where = <p className={styles.note}>{t("info.rescue.noLocation")}</p>;
  }

  return (
    <Page title={t("info.rescue.title")} back>
      <section className={styles.section} aria-labelledby="rescue-call">
        <h2 id="rescue-call" className={styles.heading}>
          {t("info.rescue.title")}
        </h2>
        <p className={styles.text}>{t("info.rescue.intro")}</p>
        <a className="mm-button mm-button--primary mm-button--block" href={HOTLINE_HREF}>
          {t("info.rescue.call", { hotline: HOTLINE })}
        </a>
      </section>
      <p className={styles.warning}>{t("info.rescue.safety")}</p>
      <section className={styles.section} aria-labelledby="rescue-where">
        <h2 id="rescue-where" className={styles.heading}>
          {t("info.rescue.where")}
        </h2>
        <Button block onClick={here.request} loading={state.status === "locating"}>
          {state.status === "idle" || state.status === "locating" ? t("info.rescue.share") : t("info.rescue.shareAgain")}
        </Button>
        <LocateMessage state={state} locating={t("info.rescue.locating")} />
        {where}
      </section>
      <RescueBenefits />
    </Page>
  );
}

function isService(item: ServiceOutlet | ValueAddService): item is ValueAddService {
  return "serviceCode" in item;
}

function RescueBenefits() {
  const t = useMessages(RESCUE_MESSAGES);
  const c = useMessages(INFO_MESSAGES);
  const locale = useLocale();
  const mallId = useAppStore((store) => store.mallId);
  const benefits = useQuery({ ...rescueBenefitsQuery(mallId), enabled: mallId !== "" });

  let content;
  if (mallId === "") {
    content = (
      <>
        <p className={styles.note}>{t("info.rescue.loginHint")}</p>
        <Link className="mm-button mm-button--default" to={loginPathFor("/roadRescue")} replace>
          {c("info.login")}
        </Link>
      </>
    );
  } else {
    const rescuesOf = (all: readonly (ServiceOutlet | ValueAddService)[]) => all.filter(isService);
    content = (
      <QueryContent
        query={benefits}
        loading={c("info.loading")}
        failed={t("info.rescue.loadFailed")}
        retry={c("info.retry")}
        empty={t("info.rescue.none")}
        emptyAction={
          <Link className="mm-button mm-button--default" to="/productList?category=car">
            {t("info.rescue.buy")}
          </Link>
        }
        isEmpty={(data) => rescuesOf(data).length === 0}
      >
        {(data) => (
          <ul className={styles.list} aria-label={t("info.rescue.benefitsList")}>
            {rescuesOf(data).map((rescue) => (
              <li key={rescue.serviceCode} className={styles.item}>
                <LocalTextView as="h3" className={styles.itemTitle} text={serviceTexts(rescue, locale).name} />
                <LocalTextView as="p" className={styles.note} text={serviceTexts(rescue, locale).description} />
                <p className={styles.text}>
                  <span className={styles.distance}>{t("info.rescue.timesLeft", { count: rescue.timesLeft ?? 0 })}</span>{" "}
                  {rescue.state === undefined ? null : <span className={styles.tag}>{statusLabel("benefit", rescue.state, locale)}</span>}
                </p>
                {rescue.validTo === undefined ? null : <p className={styles.note}>{t("info.rescue.validTo", { date: rescue.validTo })}</p>}
                <BenefitPolicy policyNo={rescue.policyNo} />
              </li>
            ))}
          </ul>
        )}
      </QueryContent>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="rescue-benefits">
      <h2 id="rescue-benefits" className={styles.heading}>
        {t("info.rescue.benefits")}
      </h2>
      {content}
    </section>
  );
}
