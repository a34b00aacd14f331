/**
 * Messenger binding (issue 21, spec §7 "setUserOpenid, setQuickLoginUserOpenid"): after a login inside the
 * messenger's browser, the open id of the messenger login flow is bound to the mall account, with the call of the
 * login's kind (domain's `openIdBindingCall`: quick login → `setQuickLoginUserOpenid`, any other →
 * `setUserOpenid`). The session check then compares that pair (session/session-check.ts, `sessionCompareCall`).
 *
 * Where it runs: only in the messenger (domain's `isMessengerUserAgent`; a UI hint, the gateway decides) and only
 * with an open id (the messenger login flow, or mock mode's demo id; none for a data-source visit that skipped
 * the flow). Outside the messenger nothing is bound. The call is quiet: a failed binding does not undo the login
 * the customer just made; the next login binds again.
 */
import { isMessengerUserAgent, openIdBindingCall, type MallUser } from "@micromall/domain";
import { callGateway } from "../../../gateway/client";
import { useAppStore } from "../../../state/store";

/** How a binding ended. */
export type BindingOutcome = "skipped" | "bound" | "failed";

/**
 * Binds the store's open id to `user` when the page runs inside the messenger.
 * @example await bindOpenId(user) // "bound" in the messenger after a login, "skipped" elsewhere
 */
export async function bindOpenId(user: MallUser, userAgent: string = currentUserAgent()): Promise<BindingOutcome> {
  const { openid } = useAppStore.getState();
  if (!isMessengerUserAgent(userAgent) || openid.trim() === "" || user.mallId === "") return "skipped";
  const result = await callGateway(openIdBindingCall(user.loginType), { openid, mallId: user.mallId }, { quiet: true });
  return result.ok ? "bound" : "failed";
}

function currentUserAgent(): string {
  return typeof navigator === "undefined" ? "" : navigator.userAgent;
}
