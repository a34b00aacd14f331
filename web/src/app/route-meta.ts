import type { MessageKeyOf } from "../i18n";
import type { MessagesOf } from "../i18n/define";
import type { APP_MESSAGES } from "../i18n/messages/app";
import type { ROUTE_TITLES } from "../i18n/messages/route-titles";

/** A page title's key (`route.<name>`): a landing page's in the shell's table, any other in the route titles. */
export type RouteTitleKey = Extract<MessageKeyOf<typeof APP_MESSAGES>, `route.${string}`> | MessageKeyOf<typeof ROUTE_TITLES>;

/** Meta of a route (spec §2 "Route meta"). */
export interface RouteMeta {
  /** Message key of the page title (catalogue `route.<name>`); sets document.title. */
  readonly title: RouteTitleKey;
  /** The table holding the title when it is not the shell's own (the route titles, which come with the table). */
  readonly titles?: MessagesOf;
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
