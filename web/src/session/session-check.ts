/**
 * The mall session check (spec §4): domain's `SESSION_CHECK_DELAY_MS` (500 ms) after each navigation, when domain's
 * `sessionCheckDecision` says so (a mall id, not on the login page or the entry), ask the gateway whether this
 * open id still holds the mall login (`compareOpenId`, quiet). Domain's `afterSessionCheck` reads the answer:
 * status −1 on a protected page ends the mall login here and sends the customer to /login (the page to come
 * back to in `redirect`; /login replaces the protected page in history, so back goes to the page before it), with the server's message in an alert the first time only ("alert shown" is kept in
 * sessionStorage for the tab). The alert opens after the navigation to /login settles, since every navigation
 * closes open message boxes (spec §2).
 *
 * The compare call is the one of the login that made the pair (issue 21, domain's `sessionCompareCall`): after an
 * SMS quick login (`mallLoginType` "2") `compareQuickLoginOpenId`, after any other `compareOpenId`; same payload,
 * same reading of the answer.
 */
import {
  SESSION_CHECK_USER_TYPE,
  afterSessionCheck,
  loginPathFor,
  sessionCheckDecision,
  sessionCompareCall,
  type CompareOpenIdRequest,
} from "@micromall/domain";
import { callGateway } from "../gateway/client";
import { gatewayUi } from "../gateway/gateway-ui";
import { getLocale, translate } from "../i18n";
import { SESSION_UI_MESSAGES } from "../i18n/messages/session";
import { useAppStore } from "../state/store";
import { STORAGE_KEYS, readStored, writeStored } from "../state/storage";

/** sessionStorage key remembering that the expiry alert was shown. */
export const SESSION_ALERT_SHOWN_KEY = STORAGE_KEYS.sessionAlertShown.key;

/**
 * Checks the mall session for the page at `path` (path with query); acts on the answer.
 * @example await checkMallSession("/personalCenter") // "login" when the session is gone
 */
export async function checkMallSession(path: string): Promise<"skipped" | "valid" | "login"> {
  const state = useAppStore.getState();
  if (!sessionCheckDecision({ mallId: state.mallId, path })) return "skipped";

  const request: CompareOpenIdRequest = {
    openid: state.openid,
    mallId: state.mallId,
    userType: SESSION_CHECK_USER_TYPE,
    mobile: state.userMallInfo?.mobile ?? "",
  };
  const result = await callGateway(sessionCompareCall(state.mallLoginType), request, { quiet: true });
  if (!result.ok && !result.refused) return "skipped";

  // The answer is about the mall login it asked for, judged on the page the customer is on when it arrives
  // (spec §4 "the current page"): a login ended meanwhile (the customer logged out) has nothing left to expire.
  const now = useAppStore.getState();
  if (now.mallId !== request.mallId) return "skipped";
  const currentPath = now.location === "" ? path : now.location;

  const next = afterSessionCheck({
    status: result.ok ? 1 : result.status,
    path: currentPath,
    alertShown: readAlertShown(),
    message: result.message,
  }, getLocale());
  if (!next.toLogin) return "valid";

  useAppStore.getState().logout();
  const ui = gatewayUi();
  if (next.alert !== null) {
    writeAlertShown();
    // Queued before the navigation it explains, opened once that navigation has closed the old page's boxes.
    void ui.alertBox(next.alert, { title: translate(SESSION_UI_MESSAGES, "gatewayUi.title"), afterNavigation: true });
  }
  // the login page takes the protected page's place: back from it does not return to a page that sends it here again
  ui.navigate(loginPathFor(currentPath), { replace: true });
  return "login";
}

function readAlertShown(): boolean {
  return readStored(STORAGE_KEYS.sessionAlertShown) === "1";
}

function writeAlertShown(): void {
  // Storage refused: the alert may show again on the next expiry, which is harmless.
  writeStored(STORAGE_KEYS.sessionAlertShown, "1");
}
