/**
 * The end of every successful login (password, SMS, after registering): record the user in the store
 * (which also sets sessionStorage loginStatus "1"), say so, and go to the `?redirect=` target when it is an
 * in-app path, else the personal centre. `replace` keeps the login form out of the back stack.
 */
import { useNavigate, useSearchParams } from "react-router-dom";
import { REDIRECT_PARAM, safeRedirect, type MallUser } from "@micromall/domain";
import { useAppStore } from "../../../state/store";
import { toast } from "../../../ui";
import { useT } from "../../../i18n";
import "../messages";

/** A function finishing a login with the user the gateway answered. */
export function useFinishLogin(): (user: MallUser, messageKey?: string) => void {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const loginSucceeded = useAppStore((state) => state.loginSucceeded);
  return (user, messageKey = "account.login.success") => {
    loginSucceeded(user);
    toast(t(messageKey));
    navigate(safeRedirect(params.get(REDIRECT_PARAM)), { replace: true });
  };
}
