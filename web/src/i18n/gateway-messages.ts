/**
 * Registers the texts of the gateway client and the session effects: the shell's own gateway/session table
 * (`messages/session.ts`: dialog title, login-flow texts) and domain's `gateway.*` and `session.*` tables (the
 * §8 catalogue, button labels, the session-check alert). Imported for its effect by the modules that show
 * those texts (`gateway/client.ts`, `gateway/load-client.ts`, `session/*`), which all load after the first
 * render, so these tables never weigh on the landing page's first load.
 */
import { GATEWAY_MESSAGES, SESSION_MESSAGES } from "@micromall/domain";
import { registerMessages } from "./messages";
import { SESSION_UI_MESSAGES } from "./messages/session";

/** The tables this module registers. */
export const GATEWAY_TABLES = [SESSION_UI_MESSAGES, GATEWAY_MESSAGES, SESSION_MESSAGES] as const;

registerMessages(...GATEWAY_TABLES);
