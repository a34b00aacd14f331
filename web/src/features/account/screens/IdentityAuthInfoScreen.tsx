/**
 * /identityAuthInfo — the account's verified identity, masked (name 张*三, number 1101**********1234, by
 * domain's masks), its document type and when it was verified. Not verified yet: says so and offers the
 * verification.
 *
 * Decisions where the spec is silent: the gateway's "not verified" refusal is this screen's empty state, not
 * a toast; the raw name and number never reach the page.
 */
import { Link } from "../../../ui/Link";
import { useQuery } from "@tanstack/react-query";
import { identityTypeName, maskIdNumber, maskName } from "@micromall/domain";
import { DATA_LANG, EmptyState, ErrorState, Page, Spinner, buttonClassName } from "../../../ui";
import { useLocale, useMessages } from "../../../i18n";
import { GatewayRefusal } from "../../../gateway/query";
import { useAppStore } from "../../../state/store";
import { verifiedIdentityQuery } from "../../../components/verified-identity";
import styles from "../components/data/data.module.css";
import { DATA_MESSAGES } from "../data.messages";

/** The verified identity screen. */
export default function IdentityAuthInfoScreen() {
  const t = useMessages(DATA_MESSAGES);
  const locale = useLocale();
  const mallId = useAppStore((state) => state.mallId);
  const identity = useQuery({ ...verifiedIdentityQuery(mallId), enabled: mallId !== "" });

  let body;
  if (identity.data !== undefined) {
    body = (
      <>
        <h2 className={styles.pageHead}>
          <span className={styles.badge}>{t("data.identityInfo.verified")}</span>
        </h2>
        <dl className={styles.details}>
          <dt>{t("data.identityInfo.name")}</dt>
          <dd translate="no" lang={DATA_LANG}>
            {maskName(identity.data.name)}
          </dd>
          <dt>{t("data.identityInfo.type")}</dt>
          <dd>{identityTypeName(identity.data.identifyType, locale)}</dd>
          <dt>{t("data.identityInfo.number")}</dt>
          <dd translate="no">{maskIdNumber(identity.data.identifyNumber)}</dd>
          <dt>{t("data.identityInfo.time")}</dt>
          <dd>{identity.data.authTime}</dd>
        </dl>
        <Link className={styles.pageLink} to="/identityAuthInfoQuery">
          {t("data.identity.queryLink")}
        </Link>
      </>
    );
  } else if (identity.isPending) {
    body = <Spinner label={t("data.loading")} />;
  } else if (identity.error instanceof GatewayRefusal) {
    body = (
      <EmptyState message={t("data.identityInfo.none")}>
        <Link className={buttonClassName("primary")} to="/identityAuth">
          {t("data.identityInfo.goAuth")}
        </Link>
      </EmptyState>
    );
  } else {
    body = <ErrorState message={t("data.loadFailed")} retryLabel={t("data.retry")} onRetry={() => void identity.refetch()} />;
  }

  return (
    <Page title={t("data.identityInfo.title")} back>
      {body}
    </Page>
  );
}
