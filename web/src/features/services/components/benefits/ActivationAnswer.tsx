/**
 * The three answer pages of an activation (/successfulquery, /errorquery, /queriedquery) as one component: what
 * the history entry's state says (`readActivationAnswer`), or, opened directly (a bookmark, a reload of an
 * entry without state), what the page is for with the way to activate — never an announced result that did
 * not happen.
 *
 * - Done: the benefit, what is left of it and until when; use it (its link, as domain's `benefitLinkTarget` allows),
 *   or see my benefits.
 * - Failed: why (the gateway's reason, or the benefit's state); retry (back to the form with the code), my
 *   benefits, or the hotline.
 * - Already used: when and by whom (masked by domain); my benefits, or the hotline when it was not the customer.
 */
import { useLocation } from "react-router-dom";
import { HOTLINE_HREF, benefitLinkTarget } from "@micromall/domain";
import { DATA_LANG, Page, Result, type ResultAction } from "../../../../ui";
import { useMessages } from "../../../../i18n";
import { BENEFIT_MESSAGES } from "../../benefit.messages";
import { ANSWER_MESSAGES } from "./answer.messages";
import { readActivationAnswer, type ActivationAnswerState } from "./activation";
import styles from "./benefits.module.css";
import { GATEWAY_LINK_HOSTS } from "../../../../components/gateway-hosts";

/** Props of {@link ActivationAnswer}. */
export interface ActivationAnswerProps {
  readonly page: ActivationAnswerState["page"];
}

const TITLES = {
  "/successfulquery": "answer.success.title",
  "/errorquery": "answer.failure.title",
  "/queriedquery": "answer.used.title",
} as const;

/**
 * @example export default function SuccessfulQueryScreen() { return <ActivationAnswer page="/successfulquery" />; }
 */
export function ActivationAnswer({ page }: ActivationAnswerProps) {
  const t = useMessages(ANSWER_MESSAGES);
  const c = useMessages(BENEFIT_MESSAGES);
  const location = useLocation();
  const answer = readActivationAnswer(location.state, page);
  const toBenefits: ResultAction = { label: t("answer.toBenefits"), to: "/serviceIndex" };
  const call: ResultAction = { label: t("answer.call"), href: HOTLINE_HREF };

  let body;
  if (answer === null) {
    body = <Result kind="info" title={t("answer.none.heading")} description={t("answer.none.desc")} actions={[{ label: t("answer.toActivate"), to: "/myServiceIndex" }, toBenefits]} />;
  } else if (answer.page === "/successfulquery") {
    const target = benefitLinkTarget(answer.link, window.location.origin, "/serviceIndex", GATEWAY_LINK_HOSTS.partners);
    const use: ResultAction = target.kind === "route" ? { label: c("benefit.use"), to: target.to } : { label: c("benefit.use"), href: target.href };
    body = (
      <Result kind="success" title={t("answer.success.heading", { name: answer.name })} description={t("answer.success.desc")} actions={[use, toBenefits]}>
        <dl className={styles.facts}>
          <dt lang={DATA_LANG}>{answer.name}</dt>
          <dd>{c("benefit.left", { left: answer.left, total: answer.total })}</dd>
          <dd>{c("benefit.validTo", { date: answer.validTo })}</dd>
        </dl>
      </Result>
    );
  } else if (answer.page === "/queriedquery") {
    body = (
      <Result kind="info" title={t("answer.used.heading")} description={t("answer.used.hint")} actions={[toBenefits, call]}>
        <dl className={styles.facts}>
          <dt lang={DATA_LANG}>{answer.name}</dt>
          {answer.usedAt === "" ? null : <dd>{t("answer.used.when", { at: answer.usedAt })}</dd>}
          {answer.usedBy === "" ? null : <dd>{t("answer.used.who", { name: answer.usedBy })}</dd>}
        </dl>
      </Result>
    );
  } else {
    const reason =
      answer.failure === "refused" ? t("answer.failure.reason", { reason: answer.reason }) : t(answer.failure === "expired" ? "answer.failure.expired" : "answer.failure.notActivated");
    const retryTo = answer.code === "" ? answer.from : `${answer.from}?code=${encodeURIComponent(answer.code)}`;
    body = (
      <Result kind="failure" title={t("answer.failure.heading")} description={reason} actions={[{ label: t("answer.retry"), to: retryTo }, toBenefits, call]}>
        <p className={styles.note}>{t("answer.failure.hint")}</p>
      </Result>
    );
  }

  return (
    <Page title={t(TITLES[page])} back>
      {body}
    </Page>
  );
}
