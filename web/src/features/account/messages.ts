/**
 * Registers the account feature's texts (web/src/i18n/messages/screens-account.ts) in the message catalogue. Every
 * module of this feature that translates imports this file for its effect, so the texts load with the
 * feature's screens and never with the first load of another page.
 */
import { registerMessages } from "../../i18n";
import { SCREENS_ACCOUNT_MESSAGES } from "../../i18n/messages/screens-account";

registerMessages(SCREENS_ACCOUNT_MESSAGES);
