import type { MessageKeyOf } from "../i18n";
import type { APP_MESSAGES } from "../i18n/messages/app";

/** A page title's key in the shell's table (`route.<name>`). */
export type RouteTitleKey = Extract<MessageKeyOf<typeof APP_MESSAGES>, `route.${string}`>;

/** Meta of a route (spec §2 "Route meta"). */
export interface RouteMeta {
  /** Message key of the page title (catalogue `route.<name>`); sets document.title. */
  readonly title: RouteTitleKey;
  /** Show the loading indicator on entry; it hides 1 s after navigation. */
  readonly isLoading: boolean;
  /** Enter only with session-storage `loginStatus` = "1"; otherwise go to /login with the target remembered. */
  readonly requireAuth: boolean;
  /** When false, back is blocked by pushing the current address again. */
  readonly allowBack: boolean;
  /** True allows sharing in the messenger browser; false hides all non-basic menu items. */
  readonly isShare: boolean;
  /** Keep the page alive (state and scroll) while the customer is elsewhere. */
  readonly keepAlive: boolean;
}
