import { defineMessages } from "../../../i18n";

/** Texts of /bigBusinessEvents (the shared ones are `INFO_MESSAGES`). */
export const EVENTS_MESSAGES = defineMessages({
  "zh-CN": {
    "info.events.title": "大事记",
    "info.events.list": "公司大事记",
    "info.events.intro": "一路走来，感谢每一位客户的信任。",
    "info.events.none": "暂无大事记，您可以在“关于我们”了解公司。",
    "info.events.about": "关于我们",
    "info.events.loadFailed": "大事记加载失败。",
    "info.events.done": "已完成",
    "info.events.current": "最新",
    "info.events.upcoming": "未开始",
  },
  en: {
    "info.events.title": "Milestones",
    "info.events.list": "Our milestones",
    "info.events.intro": "Thank you to every customer for the trust along the way.",
    "info.events.none": "There are no milestones yet. Learn about us under “About us”.",
    "info.events.about": "About us",
    "info.events.loadFailed": "The milestones failed to load.",
    "info.events.done": "Done",
    "info.events.current": "Latest",
    "info.events.upcoming": "Upcoming",
  },
});
