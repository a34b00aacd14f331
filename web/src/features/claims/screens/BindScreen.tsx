/**
 * /Bind?redirect= — binding the customer's identity before claims can be listed (`isBindUserInfo`,
 * `bindUserInfo`). The claim pages send an unbound customer here with their own address as `redirect`; once
 * bound the customer continues there (domain's `safeRedirect`, default /claimList).
 *
 * Decisions where the spec is silent: an account already bound sees so, with "continue" and the way to its
 * binding (/messageInfo), instead of the form; changing a binding is /userBind.
 */
import { useNavigate, useSearchParams } from "react-router-dom";
import { safeRedirect } from "@micromall/domain";
import { Page, Result } from "../../../ui";
import { useMessages } from "../../../i18n";
import { BindForm } from "../components/BindForm";
import { ClaimsContent, useBindState } from "../components/bind-state";
import { BIND_MESSAGES } from "../bind.messages";
import styles from "../claims.module.css";

/** The claim binding screen. */
export default function BindScreen() {
  const t = useMessages(BIND_MESSAGES);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeRedirect(params.get("redirect"), "/claimList");
  const state = useBindState();

  return (
    <Page title={t("bind.title")} back>
      <ClaimsContent query={state}>
        {(data) =>
          data.bound && !state.isRefetching ? (
            <Result
              kind="success"
              title={t("bind.already")}
              actions={[
                { label: t("bind.continue"), to: next },
                { label: t("bind.view"), to: "/messageInfo", variant: "default" },
              ]}
            />
          ) : (
            <section className={styles.section}>
              <BindForm onBound={() => void navigate(next, { replace: true })} />
            </section>
          )
        }
      </ClaimsContent>
    </Page>
  );
}
