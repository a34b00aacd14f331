/**
 * /nopolicySearchlist — the lookup by holder found nothing: what was searched (identity number masked), try again
 * (back to /policySearch, whose draft still holds the values), home (the shared not-found shape), and the hotline,
 * which can look a policy up by other means.
 */
import { useLocation } from "react-router-dom";
import { HOTLINE_HREF } from "@micromall/domain";
import { NotFound, lookupStateOf } from "../../../components/lookup";
import { useMessages } from "../../../i18n";
import { Page, buttonClassName } from "../../../ui";
import { RESULTS_MESSAGES } from "../results.messages";
import styles from "../policy.module.css";

/** The policy not-found screen. */
export default function NoPolicyFoundScreen() {
  const t = useMessages(RESULTS_MESSAGES);
  const state = lookupStateOf(useLocation().state);
  return (
    <Page title={t("notFound.title")} back>
      <NotFound searched={state?.searched ?? []} retry="/policySearch" />
      <p className={styles.lead}>{t("notFound.hotline")}</p>
      <div className={styles.links}>
        <a className={buttonClassName("default", false, styles.action)} href={HOTLINE_HREF}>
          {t("notFound.call")}
        </a>
      </div>
    </Page>
  );
}
