/**
 * /userBind — changing the identity bound for claims: the binding form again (`bindUserInfo` replaces the
 * binding); afterwards the customer lands on the bound information (/messageInfo), replacing this page.
 */
import { useNavigate } from "react-router-dom";
import { Page } from "../../../ui";
import { useMessages } from "../../../i18n";
import { BindForm } from "../components/BindForm";
import { BIND_MESSAGES } from "../bind.messages";
import styles from "../claims.module.css";

/** The change-binding screen. */
export default function UserBindScreen() {
  const t = useMessages(BIND_MESSAGES);
  const navigate = useNavigate();
  return (
    <Page title={t("bind.changeTitle")} back>
      <section className={styles.section}>
        <BindForm onBound={() => void navigate("/messageInfo", { replace: true })} />
      </section>
    </Page>
  );
}
