/**
 * The "退出登录" button at the bottom of the personal centre and settings: asks, then logs out
 * (`useLogout`), with a spinner while logoutMall runs.
 */
import { useMessages } from "../../../i18n";
import { Button } from "../../../ui";
import { ACCOUNT_MESSAGES } from "../messages";
import { useLogout } from "../hooks/use-logout";

/**
 * The log-out action of an account page.
 * @example <LogoutButton /> // a full-width "退出登录" button
 */
export function LogoutButton() {
  const m = useMessages(ACCOUNT_MESSAGES);
  const { logout, pending } = useLogout();
  return (
    <div className="account-actions">
      <Button block loading={pending} onClick={() => void logout()}>
        {m("account.logout")}
      </Button>
    </div>
  );
}
