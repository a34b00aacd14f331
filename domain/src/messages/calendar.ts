/**
 * User-facing texts of the calendar rules: day-count labels (spec §9), the date picker's invalid-input
 * message (spec §5 "Date picker") and the birthday-range message (spec §5 "Date ranges").
 * `{count}` is replaced by a number. Same keys in both languages.
 */
export const CALENDAR_MESSAGES = {
  "zh-CN": {
    spanDay: "{count}天",
    spanDays: "{count}天",
    spanMonth: "{count}个月",
    spanMonths: "{count}个月",
    spanHalfYear: "半年",
    spanYear: "{count}年",
    spanYears: "{count}年",
    dateInvalid: "输入的数据不合法!",
    birthdayOutOfRange: "出生日期须在100年前至今天之间",
  },
  en: {
    spanDay: "{count} day",
    spanDays: "{count} days",
    spanMonth: "{count} month",
    spanMonths: "{count} months",
    spanHalfYear: "half a year",
    spanYear: "{count} year",
    spanYears: "{count} years",
    dateInvalid: "The data entered is not valid!",
    birthdayOutOfRange: "The birth date must be between 100 years ago and today",
  },
} as const;
