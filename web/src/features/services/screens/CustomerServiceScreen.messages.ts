import { defineMessages } from "../../../i18n";

/** Texts of /customerService (the shared ones are `INFO_MESSAGES`). */
export const CUSTOMER_SERVICE_MESSAGES = defineMessages({
  "zh-CN": {
    "info.cs.title": "在线客服",
    "info.cs.online": "在线客服",
    "info.cs.onlineHint": "每天 08:00-22:00 人工在线服务",
    "info.cs.join": "进入在线客服",
    "info.cs.joinFailed": "在线客服暂时无法连接，请拨打客服热线。",
    "info.cs.hotline": "客服热线",
    "info.cs.hotlineHint": "7×24 小时服务",
    "info.cs.questions": "常见问题",
    "info.cs.search": "搜索问题",
    "info.cs.searchHint": "输入关键词，如“退保”“发票”",
    "info.cs.results": "找到 {count} 个问题",
    "info.cs.noResult": "没有找到与“{query}”相关的问题。您可以换个关键词，或进入在线客服咨询。",
    "info.cs.none": "暂无常见问题，如需帮助请进入在线客服或拨打客服热线。",
    "info.cs.loadFailed": "常见问题加载失败。",
    "info.cs.complaint": "投诉建议",
  },
  en: {
    "info.cs.title": "Customer service",
    "info.cs.online": "Online service",
    "info.cs.onlineHint": "Agents online every day 08:00-22:00",
    "info.cs.join": "Chat with an agent",
    "info.cs.joinFailed": "Online service cannot be reached right now. Please call our hotline.",
    "info.cs.hotline": "Hotline",
    "info.cs.hotlineHint": "Day and night",
    "info.cs.questions": "Common questions",
    "info.cs.search": "Search the questions",
    "info.cs.searchHint": "A word such as “cancel” or “invoice”",
    "info.cs.results": "{count} questions found",
    "info.cs.noResult": "No question matches “{query}”. Try another word, or ask an agent online.",
    "info.cs.none": "There are no common questions yet. For help, chat with an agent or call our hotline.",
    "info.cs.loadFailed": "The common questions failed to load.",
    "info.cs.complaint": "Complaints and suggestions",
  },
});
