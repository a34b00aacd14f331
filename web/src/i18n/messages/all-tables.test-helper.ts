/**
 * Test-only: every message table of the web shell, eager or registered by a feature, by area. The
 * completeness tests read this list; production code never imports it (it would pull every feature's texts
 * into the first load).
 */
import { GATEWAY_MESSAGES, SESSION_MESSAGES } from "@micromall/domain";
import type { MessageTable } from "./index";
import { APP_MESSAGES } from "./app";
import { UI_MESSAGES } from "./ui";
import { SESSION_UI_MESSAGES } from "./session";
import { SCREENS_ACCOUNT_MESSAGES } from "./screens-account";
import { SCREENS_BUY_MESSAGES } from "./screens-buy";
import { SCREENS_HOME_MESSAGES } from "./screens-home";
import { SCREENS_POLICIES_MESSAGES } from "./screens-policies";
import { SCREENS_SERVICES_MESSAGES } from "./screens-services";

/** Each feature's table, by feature folder name (web/src/features/<feature>); its keys start with `<feature>.`. */
export const FEATURE_TABLES = {
  home: SCREENS_HOME_MESSAGES,
  buy: SCREENS_BUY_MESSAGES,
  account: SCREENS_ACCOUNT_MESSAGES,
  services: SCREENS_SERVICES_MESSAGES,
  policies: SCREENS_POLICIES_MESSAGES,
} as const satisfies Record<string, MessageTable>;

/** The tables in the catalogue from the first load on (the words of the first paint). */
export const FIRST_LOAD_TABLES: readonly MessageTable[] = [APP_MESSAGES, UI_MESSAGES];

/** The tables the gateway client and the session effects register when they load (`gateway-messages.ts`). */
export const GATEWAY_SESSION_TABLES: readonly MessageTable[] = [SESSION_UI_MESSAGES, GATEWAY_MESSAGES, SESSION_MESSAGES];

/** The shell's tables: the first load's, then the gateway/session ones. */
export const SHELL_TABLES: readonly MessageTable[] = [...FIRST_LOAD_TABLES, ...GATEWAY_SESSION_TABLES];

/** Every table: the shell's, then the features'. */
export const ALL_TABLES: readonly MessageTable[] = [...SHELL_TABLES, ...Object.values(FEATURE_TABLES)];
