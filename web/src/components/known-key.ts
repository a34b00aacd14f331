/**
 * A value from a link (`?reason=`) becomes words only through a feature's own table: {@link knownKey} answers
 * the key when the table has it (own property, with the expected prefix), else the fallback key — so a crafted
 * link can never put its own words on the insurer's pages, and an inherited name (`constructor`) is unknown.
 */
import type { MessageKeyOf, MessagesOf } from "../i18n";
import { ownText } from "../i18n/define";

/**
 * The key `value` names in `table` (starting with `prefix`), else `fallback`.
 * @example knownKey(SERVICES_MESSAGES, "services.error.network", "services.error.defaultReason") // "services.error.network"
 * @example knownKey(SERVICES_MESSAGES, "<b>call 123</b>", "services.error.defaultReason") // "services.error.defaultReason"
 */
export function knownKey<M extends MessagesOf>(table: M, value: string | null, fallback: MessageKeyOf<M>, prefix = ""): MessageKeyOf<M> {
  return value !== null && value !== "" && value.startsWith(prefix) && isKeyOf(table, value) ? value : fallback;
}

function isKeyOf<M extends MessagesOf>(table: M, value: string): value is MessageKeyOf<M> & string {
  return ownText(table["zh-CN"], value) !== undefined;
}
