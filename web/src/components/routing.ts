/**
 * The shape of a route (spec §2 "Route meta") and the helpers a feature builds its routes with. Each feature
 * exports its routes from `features/<f>/routes.ts` (path, meta, page title in both languages, screen, prefetch);
 * the app assembles them: the landing pages in the entry (`app/landing-routes.tsx`), every route in
 * `app/routes.tsx`, loaded when the customer first goes beyond the landing pages.
 */
import type { ComponentType } from "react";
import type { QueryClient } from "@tanstack/react-query";
import type { StartedQuery } from "../gateway/query";
import type { MessageKeyOf, MessagesOf } from "../i18n/define";

/** Meta of a route (spec §2 "Route meta"). */
export interface RouteMeta {
  /** Message key of the page title (`route.<name>`) in {@link RouteMeta.titles}; sets document.title. */
  readonly title: string;
  /** The table holding the title, in zh-CN and English (the feature's own, or the shell's for the landing pages). */
  readonly titles: MessagesOf;
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
  /**
   * A screen that serves adding and editing (issue 20 item 9: the title follows what it does): the title key when
   * editing, and whether an address's query names a record to edit (the feature's own reading of its parameters).
   * Without it the title is {@link RouteMeta.title} whatever the address.
   */
  readonly editTitle?: EditTitle;
}

/** The edit mode of a screen that serves adding and editing (see {@link RouteMeta.editTitle}). */
export interface EditTitle {
  /** Message key of the title when editing, in {@link RouteMeta.titles}. */
  readonly title: string;
  /** Whether the page at this query string ("?contactId=C1") edits a record. */
  readonly editing: (search: string) => boolean;
}

/** A lazily loaded screen: a module whose default export is the screen component. */
export type ScreenModule = { default: ComponentType };

/** A route's prefetch: the app's query client and the address being entered (with the base path). */
export type RoutePrefetch = (client: QueryClient, location: URL) => StartedQuery | boolean;

/** One entry of the route table. */
export interface AppRoute {
  /** Absolute path inside the base path, e.g. "/home". */
  readonly path: string;
  readonly meta: RouteMeta;
  /** Loads the screen module (a dynamic import, so each screen is its own chunk). */
  readonly load: () => Promise<ScreenModule>;
  /**
   * For a screen that loads data on entry: starts its first query into the query cache. Called by the route's
   * loader (after the requireAuth check), not awaited, so the call travels in parallel with the screen's chunk.
   * It answers whether content is already cached (`startQuery`), or that and when its call settles
   * (`trackQuery`): the page-wide loading indicator of an `isLoading` route stays off over cached content, and
   * with `settled` goes off as soon as the call has settled (never over a list that has rendered).
   */
  readonly prefetch?: RoutePrefetch;
  /**
   * Why the mall has this page though spec §2 lists no such route (a screen a customer of an insurer expects
   * where the spec is silent). Every other route is one of spec §2's: `app/routes.test.ts` reads them from the
   * spec itself, so a new screen of a feature needs its entry in `features/<f>/routes.ts` and nothing shared.
   */
  readonly beyondSpec?: string;
}

/**
 * A prefetch whose module loads when its route is entered: the call starts as soon as that small module has
 * arrived, still in parallel with the screen's chunk. The route table is in the entry, so a prefetch imported
 * statically would bring its feature's query options (and the domain rules they use) into every first load:
 * only the landing pages' prefetches (home, the product list, the personal centre) are static. Answers "nothing
 * cached" (the page-wide loading indicator of an `isLoading` route then shows until the call has settled).
 * @example prefetch: lazyPrefetch(async () => (await import("./api/wallet-queries")).prefetchCards)
 */
export function lazyPrefetch(load: () => Promise<RoutePrefetch>): RoutePrefetch {
  return (client, location) => {
    const settled = load()
      .then((prefetch) => {
        const answer = prefetch(client, location);
        return typeof answer === "boolean" ? undefined : answer.settled;
      })
      .then(
        () => undefined,
        () => undefined,
      );
    return { cached: false, settled };
  };
}

/** Meta of an ordinary page: no loading indicator, open to everyone, back allowed, no share, not kept alive. */
const PLAIN: Omit<RouteMeta, "title" | "titles"> = {
  isLoading: false,
  requireAuth: false,
  allowBack: true,
  isShare: false,
  keepAlive: false,
};

/**
 * Builds a route meta from the plain defaults, its title (and edit title) a key of `titles` (a wrong key does not
 * compile).
 * @example routeMeta(WALLET_ROUTE_TITLES, "route.myCard", { requireAuth: true }).keepAlive // false
 */
export function routeMeta<M extends MessagesOf>(
  titles: M,
  title: MessageKeyOf<M>,
  overrides: Partial<Omit<RouteMeta, "title" | "titles" | "editTitle">> & { readonly editTitle?: EditTitle & { readonly title: MessageKeyOf<M> } } = {},
): RouteMeta {
  return { ...PLAIN, ...overrides, title, titles };
}

/**
 * The key of the page title at the address with query `search`: the edit title on an editing address of a screen
 * that serves adding and editing, the route's title otherwise.
 * @example routeTitleKey(EDIT_PERSON_META, "?contactId=C1") // "route.editPerson.edit"
 */
export function routeTitleKey(meta: RouteMeta, search: string): string {
  return meta.editTitle !== undefined && meta.editTitle.editing(search) ? meta.editTitle.title : meta.title;
}
