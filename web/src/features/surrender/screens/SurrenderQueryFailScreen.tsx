/**
 * /surrenderQueryFail — the surrender lookup found nothing: what was searched (numbers masked), try again (back to
 * /surrenderQuery, whose lookup draft still holds the values), or home. The shared not-found shape.
 */
import { useLocation } from "react-router-dom";
import { NotFound, lookupStateOf } from "../../../components/lookup";
import { useMessages } from "../../../i18n";
import { Page } from "../../../ui";
import { SURRENDER_PROGRESS_MESSAGES } from "../progress.messages";

/** The surrender not-found screen. */
export default function SurrenderQueryFailScreen() {
  const t = useMessages(SURRENDER_PROGRESS_MESSAGES);
  const state = lookupStateOf(useLocation().state);
  return (
    <Page title={t("fail.title")} back>
      <NotFound searched={state?.searched ?? []} retry="/surrenderQuery" />
    </Page>
  );
}
