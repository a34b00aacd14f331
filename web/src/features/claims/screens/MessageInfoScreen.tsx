/**
 * /messageInfo — the identity bound for claims (`isBindUserInfo`): name, identity number and mobile, masked by
 * domain; the way to change it (/userBind) and to the claims. Not bound yet: an identity-verified customer is bound
 * from the verified identity without asking (`useClaimBinding`, issue 20 item 6) and sees that binding; anyone else
 * is told so and offered the binding.
 */
import { Link } from "../../../ui/Link";
import { Page, buttonClassName } from "../../../ui";
import { DetailSections } from "../../../components/detail/DetailSections";
import { useMessages } from "../../../i18n";
import { BIND_MESSAGES } from "../bind.messages";
import { BIND_FROM_PAGE, ClaimsContent, useClaimBinding } from "../components/bind-state";
import styles from "../claims.module.css";

/** The bound information screen. */
export default function MessageInfoScreen() {
  const t = useMessages(BIND_MESSAGES);
  const state = useClaimBinding();

  return (
    <Page title={t("info.title")} back>
      <ClaimsContent
        query={state}
        empty={t("info.none")}
        emptyAction={
          <Link className={buttonClassName("primary", false, styles.action)} to="/Bind?redirect=%2FmessageInfo" state={BIND_FROM_PAGE}>
            {t("info.bind")}
          </Link>
        }
        isEmpty={(data) => !data.bound}
      >
        {(data) => (
          <>
            {/* the shared detail shape: a value the binding lacks (a mobile) is left out, never a blank row (F17) */}
            <DetailSections
              sections={[
                {
                  title: t("info.bound"),
                  rows: [
                    { label: t("info.name"), value: data.username, mask: "name" },
                    { label: t("info.number"), value: data.identifynumber, mask: "idNumber" },
                    { label: t("info.mobile"), value: data.mobliephone, mask: "mobile" },
                  ],
                },
              ]}
            />
            <div className={styles.links}>
              <Link className={buttonClassName("primary", false, styles.action)} to="/claimList">
                {t("info.claims")}
              </Link>
              <Link className={buttonClassName("default", false, styles.action)} to="/userBind">
                {t("info.change")}
              </Link>
            </div>
          </>
        )}
      </ClaimsContent>
    </Page>
  );
}
