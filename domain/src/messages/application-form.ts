/**
 * Texts of the application form's own rules (issue 21 "Fields and rules"): the exhibition's booth days. Apart from
 * the format table (`formats.ts`) that every form route ships: only the application form's shape carries them
 * (`FormShape.messages`), so the other forms' routes do not load them; not in the catalogue (`MESSAGES`) either,
 * which many routes load.
 */
export const APPLICATION_FORM_MESSAGES = {
  "zh-CN": {
    boothDurationInteger: "展位天数请填写整数天，如 3",
    boothDurationRange: "展位天数须为1至10天",
  },
  en: {
    boothDurationInteger: "Enter the booth days as a whole number, e.g. 3",
    boothDurationRange: "Booth days must be from 1 to 10",
  },
} as const;
