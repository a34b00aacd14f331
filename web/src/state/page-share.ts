/**
 * A page's own messenger share (e.g. a wallet card given to a friend), as a port features can reach: features
 * may not import the session layer, so the session side provides the share here (`providePageShare`, from
 * `<SessionEffects />`) and a screen asks for it (`usePageShare`).
 *
 * Decisions:
 * - Until the session side has provided it (it loads right after first paint), the port says "not in the
 *   messenger" and applies nothing; a screen re-renders when it arrives.
 * - `apply(null)` hides the share items again (the route's `isShare` is applied on every navigation anyway).
 */
import { create } from "zustand";

/** The share card of a page (the messenger's title, text, link and image). */
export interface PageShare {
  readonly title: string;
  readonly desc: string;
  readonly link: string;
  readonly imgUrl: string;
}

/** What a screen can do about sharing itself. */
export interface PageSharePort {
  /** The page runs in the messenger browser (its menu shares; elsewhere copy a link). */
  readonly inMessenger: boolean;
  /** Shows the share items with this card, or hides them (null). */
  readonly apply: (share: PageShare | null) => void;
}

const NO_SHARE: PageSharePort = { inMessenger: false, apply: () => {} };

const usePortStore = create<{ port: PageSharePort }>(() => ({ port: NO_SHARE }));

/**
 * Provides the port (the session side); answers the undo.
 * @example useEffect(() => providePageShare({ inMessenger: isMessengerBrowser(), apply }), [])
 */
export function providePageShare(port: PageSharePort): () => void {
  usePortStore.setState({ port });
  return () => {
    if (usePortStore.getState().port === port) usePortStore.setState({ port: NO_SHARE });
  };
}

/**
 * Hook: the page-share port (re-renders when the session side provides it).
 * @example const share = usePageShare(); if (share.inMessenger) share.apply({ title, desc, link, imgUrl })
 */
export function usePageShare(): PageSharePort {
  return usePortStore((state) => state.port);
}

/**
 * Hides the page's share card (the mall login ended or changed hands: a card shared by the previous customer
 * must not stay on the menu). The next navigation applies its route's own share again.
 * @example forgetPageShare()
 */
export function forgetPageShare(): void {
  usePortStore.getState().port.apply(null);
}
