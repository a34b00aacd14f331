/**
 * The locale a form speaks in, once domain's form texts of it are at hand. Domain keeps the Chinese form texts with
 * the checks and loads each other language's on demand (`loadFormMessages`), so a form route carries one language,
 * not both. A form rendered in English waits (React's `use`, the route's Suspense fallback) until the English texts
 * have loaded — the first time only, one small chunk — so its messages are never Chinese on an English screen.
 * (Not started by `setLocale`: the locale module is in the entry, and the Chinese form texts would come with it.)
 */
import { formMessagesLoaded, loadFormMessages, type Locale } from "@micromall/domain";
import { useLocale } from "./locale";
import { useLoaded } from "./use-loaded";

/**
 * Hook: the current locale, suspending until its form texts are loaded.
 * @example const locale = useFormLocale(); checkForm(shape, values, {}, locale)
 */
export function useFormLocale(): Locale {
  const locale = useLocale();
  useLoaded(`form texts ${locale}`, formMessagesLoaded(locale), () => loadFormMessages(locale));
  return locale;
}
