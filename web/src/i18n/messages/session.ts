import { defineMessages } from "../define";

/**
 * Texts of the gateway client and the session effects (web/src/gateway, web/src/session). The §8 error texts
 * and button labels themselves come from domain (its `gateway.*` and `session.*` tables, registered eagerly
 * in ./index.ts); these are the shell's own words around them.
 */
export const SESSION_UI_MESSAGES = defineMessages({
  "zh-CN": {
    "gatewayUi.title": "提示",
    "sessionUi.demoNickname": "演示用户",
  },
  en: {
    "gatewayUi.title": "Notice",
    "sessionUi.demoNickname": "Demo user",
  },
});
