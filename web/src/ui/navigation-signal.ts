/**
 * What runs after each navigation (spec §2 "After each navigation": every open message box closes), registered by the
 * module that needs it. The message boxes register themselves when their module loads (ui/message-box.ts), which is
 * the only way a box can open: the entry, which signals each navigation, carries neither their code nor their
 * history handling (issue 22: home's entry bytes).
 */
const listeners = new Set<() => void>();

/**
 * Runs `listener` after each navigation from now on; answers the unsubscribe.
 * @example onEachNavigation(closeAllMessageBoxes)
 */
export function onEachNavigation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Tells every registered listener that a navigation has happened (the router's navigation effects).
 * @example signalNavigation()
 */
export function signalNavigation(): void {
  for (const listener of [...listeners]) listener();
}
