/**
 * The login page's static frame before any JavaScript (issue 22 point 4, `/login` as a landing route): the page with
 * its header (title and back button) and the screen's heading — the same components and texts as `LoginScreen`. The
 * build renders it into index.html beside home's (`app/BootShell.tsx`); it shows only on `/login`. Its form is not
 * prerendered: the fields need the entry to work, and the screen draws them below the heading. It uses only classes
 * of the entry's stylesheet (base.css): the login's own stylesheet arrives with its screen, and a rule arriving then
 * would move the frame (a layout shift).
 */
import { Page } from "../../../ui/Page";
import { useMessages } from "../../../i18n";
import { ACCOUNT_MESSAGES } from "../messages";

/** The static login frame (see the file comment). */
export function LoginShell() {
  const m = useMessages(ACCOUNT_MESSAGES);
  return (
    <Page title={m("account.login.title")} back>
      <h2 className="screen-heading">{m("account.login.heading")}</h2>
    </Page>
  );
}
