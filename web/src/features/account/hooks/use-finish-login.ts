/**
 * The end of every successful login (password, SMS, after registering): record the user in the store
 * (which also sets sessionStorage loginStatus "1"; an incomplete user is refused, the customer stays logged out
 * on the form and is told so), say so, and go to the `?redirect=` target when it is an
 * in-app path, else the personal centre. `replace` keeps the login form out of the back stack.
 *
 * The login pages in history (customer report 2, G4), the whole rule: the login pages (/login, /register,
 * /resetPassword) replace one another (their links to each other, and the reset's way back to the login, `replace`),
 * and this finish replaces the last of them with the target, so a login leaves no login page behind it. A login
 * link on the page it returns to (个人中心, 道路救援, a shared card) replaces that page too, so the page comes back in its
 * own place instead of twice. A logged-in customer who still reaches a login page is sent on to its target in place
 * (app/AppShell.tsx, domain's `loginPageTarget`).
 * Inside the messenger the open id is bound to the account first, before the store records the login (`bindOpenId`:
 * the pair the session check then compares); a failed binding does not stop the login.
 */
import { useNavigate } from "react-router-dom";
import { useRedirectParam } from "./use-redirect-query";
import { safeRedirect, type MallUser } from "@micromall/domain";
import { useAppStore } from "../../../state/store";
import { toast } from "../../../ui";
import { useMessages } from "../../../i18n";
import { bindOpenId } from "../api/bind-open-id";
import { ACCOUNT_MESSAGES } from "../messages";

/**
 * A function finishing a login with the user the gateway answered; its toast says `successText` (default 登录成功).
 * @example const finish = useFinishLogin(); await finish(result.data) // toast 登录成功, then the redirect target
 */
export function useFinishLogin(): (user: MallUser, successText?: string) => Promise<void> {
  const m = useMessages(ACCOUNT_MESSAGES);
  const navigate = useNavigate();
  const redirect = useRedirectParam();
  const loginSucceeded = useAppStore((state) => state.loginSucceeded);
  return async (user, successText = m("account.login.success")) => {
    // Inside the messenger the pair is bound before the store records the login: recording it sends a login page on
    // to its target at once (app/AppShell.tsx), whose session check compares the pair, so it must be bound by then.
    await bindOpenId(user);
    // The store records only a complete user; anything less leaves the customer logged out, here on the form.
    if (!loginSucceeded(user)) {
      toast(m("account.login.incomplete"));
      return;
    }
    toast(successText);
    navigate(safeRedirect(redirect), { replace: true });
  };
}
