/**
 * The web shell's texts, zh-CN by default with English.
 *
 * Each area owns a table declared with `defineMessages` (./define.ts): the shell's in ./messages/app.ts, ui.ts,
 * session.ts; a feature's in `features/<f>/*.messages.ts` (page titles in `features/<f>/routes.ts`). A table is
 * read with `useMessages(table)` in components or `translate(table, key)` elsewhere; a wrong key does not
 * compile, and the import graph alone decides which tables ship with which chunk. Lookups are own-property only,
 * so `translate(table, "__proto__")` answers "__proto__".
 */
export { getLocale, setLocale, useLocale } from "./locale";
export {
  defineMessages,
  defineMessagesEnglishLater,
  englishReady,
  loadEnglish,
  ownText,
  translate,
  useMessages,
  type MessageKeyOf,
  type MessageParams,
  type MessagesOf,
} from "./define";
