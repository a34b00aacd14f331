/**
 * The thin bar at the top of the screen that tells the customer the next page is loading (issue 19, navigation):
 * the page being left stays on screen and usable while the next one's module or the route table arrives; a change
 * that takes longer than {@link NAVIGATION_PROGRESS_DELAY_MS} shows the bar, a quicker one shows nothing, so most
 * navigations never flash it. An indeterminate `progressbar` with a label, so screen readers hear what it is.
 */
import { useEffect, useState } from "react";
import { useMessages } from "../i18n";
import { APP_MESSAGES } from "../i18n/messages/app";

/** How long a navigation may take before the progress bar shows (a quicker one shows nothing). */
export const NAVIGATION_PROGRESS_DELAY_MS = 300;

/**
 * The navigation progress bar, mounted while a navigation waits for its page (it shows after the delay).
 * @example {waiting ? <NavigationProgress /> : null}
 */
export function NavigationProgress() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), NAVIGATION_PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const t = useMessages(APP_MESSAGES);
  if (!shown) return null;
  return <div className="mm-nav-progress" role="progressbar" aria-label={t("app.pageLoading")} />;
}
