/**
 * /Bind?redirect= — binding the customer's identity before claims can be listed (`isBindUserInfo`,
 * `bindUserInfo`). The claim pages send an unbound customer here with their own address as `redirect`; once
 * bound the customer continues there (domain's `safeRedirect`, default /claimList).
 *
 * Decisions where the spec is silent: an account already bound sees so, with "continue" and the way to its
 * binding (/messageInfo), instead of the form; changing a binding is /userBind. A claim page that sends the
 * customer here says so in the link's state (`BIND_FROM_PAGE`): once bound, the customer goes back to that page's
 * own history entry (it shows the claims now) instead of a second entry of it, so back from there leaves the
 * claims in one tap rather than landing on the same page again.
 */
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { safeRedirect } from "@micromall/domain";
import { Page, Result } from "../../../ui";
import { useMessages } from "../../../i18n";
import { BindForm } from "../components/BindForm";
import { ClaimsContent, isBindFromPage, useBindState } from "../components/bind-state";
import { BIND_MESSAGES } from "../bind.messages";
import styles from "../claims.module.css";

/** The claim binding screen. */
export default function BindScreen() {
  const t = useMessages(BIND_MESSAGES);
  const navigate = useNavigate();
  const location = useLocation();
  const backToPage = isBindFromPage(location.state);
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
              <BindForm onBound={() => void (backToPage ? navigate(-1) : navigate(next, { replace: true }))} />
            </section>
          )
        }
      </ClaimsContent>
    </Page>
  );
}
