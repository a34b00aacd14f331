/**
 * Registers domain's whole message catalogue (`MESSAGE_TABLES`: gateway, session, schemas, identity, formats,
 * calendar) in the shell's catalogue. The shell itself needs only the gateway and session texts, which are
 * there from the start; a feature that shows the texts of other domain rules (an identity-number or a format
 * check's message, a date-span label) imports this module for its effect, so those tables load with that
 * feature and never with the first load:
 *
 * @example import "../../../i18n/domain-messages"; t("idCard") // "请输入正确的身份证号码"
 */
import { MESSAGE_TABLES } from "@micromall/domain";
import { registerMessages } from "./messages";

registerMessages(...Object.values(MESSAGE_TABLES));
