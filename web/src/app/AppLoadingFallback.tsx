/**
 * What shows while the landing route's module loads (the data router's `HydrateFallback`) and while a failed
 * page is reloaded: the loading text of spec §9, announced politely to screen readers. Deliberately tiny and
 * free of UI-library code so it costs nothing on first load.
 */
import { useMessages } from "../i18n";
import { APP_MESSAGES } from "../i18n/messages/app";

/**
 * The shell's loading placeholder.
 * @example { HydrateFallback: AppLoadingFallback }
 */
export function AppLoadingFallback() {
  const t = useMessages(APP_MESSAGES);
  return (
    <div className="mm-app-loading" role="status" aria-live="polite">
      {t("app.loading")}
    </div>
  );
}
