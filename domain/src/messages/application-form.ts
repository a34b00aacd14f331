/**
 * Texts of the application form's own rules (issue 21 "Fields and rules"): the exhibition's booth days, an insured's
 * age against the product's limits (`insured-age.ts`), a birth date outside 100 years back to today. Apart from
 * the format table (`formats.ts`) that every form route ships: only the application form's shape carries them
 * (`FormShape.messages`), so the other forms' routes do not load them; not in the catalogue (`MESSAGES`) either,
 * which many routes load.
 */
export const APPLICATION_FORM_MESSAGES = {
  "zh-CN": {
    boothDurationInteger: "展位天数请填写整数天，如 3",
    boothDurationRange: "展位天数须为1至10天",
    insuredAge: "本产品承保{min}至{max}周岁的被保险人，此人在保障开始时为{age}周岁",
    applicationBirthday: "出生日期须在100年前至今天之间",
  },
  en: {
    boothDurationInteger: "Enter the booth days as a whole number, e.g. 3",
    boothDurationRange: "Booth days must be from 1 to 10",
    insuredAge: "This cover insures people aged {min} to {max}; this person is {age} when the cover starts",
    applicationBirthday: "The birth date must be between 100 years ago and today",
  },
} as const;
