import { defineMessages } from "../../i18n";

/** Texts every claim screen shares (loading, failure, retry). */
export const CLAIMS_COMMON_MESSAGES = defineMessages({
  "zh-CN": {
    "claims.loading": "加载中...",
    "claims.loadFailed": "加载失败，请检查网络后重试",
    "claims.retry": "重新加载",
  },
  en: {
    "claims.loading": "Loading...",
    "claims.loadFailed": "Loading failed. Please check the network and try again.",
    "claims.retry": "Reload",
  },
});
