/**
 * One English word for one thing across every English catalogue (customer report 2 G18: "saved contacts" beside
 * "Frequent contacts", "Surrender" on home beside "Cancel a policy" on Me, "ID type" / "Identity type" /
 * "Document type" for one field, "¥100,000" beside "CNY 100000.00"). Each term below names the word the mall
 * uses and the variants that drifted in; a variant coming back fails here, in whichever table it is written.
 * The tables are found by the naming rule of message files (`src/test/message-tables.ts`).
 */
import { describe, expect, it } from "vitest";
import { MESSAGES } from "@micromall/domain";
import { withEnglish } from "../test/message-tables";

/** The mall's English word for each thing, and the variants that must not come back. */
const TERMS: readonly { readonly term: string; readonly variants: RegExp }[] = [
  // 常用联系人
  { term: "frequent contacts", variants: /\bsaved contacts?\b|\bcommon contacts?\b/i },
  // 退保: the action is "surrender" everywhere (home, Me, the policy, the surrender pages)
  { term: "surrender", variants: /\bcancel (a|the|this|your) policy\b|\bpolicy cancellation\b/i },
  // 证件类型
  { term: "Document type", variants: /\bID type\b|\bIdentity type\b|\bIdentity document type\b|\bCertificate type\b/i },
  // 证件号码: "Document number", as 证件类型 is "Document type" (customer report 3: the policy detail said "Identity
  // number" for the holder and "ID number" for the insured). An identity card's own number stays "ID card number"; a taxpayer identification number is another thing.
  { term: "Document number", variants: /\bID numbers?\b|\bID nos?\b\.?|\bidentity (document )?numbers?\b|\bcertificate numbers?\b/i },
  // money: "¥1,382.50" (domain's formatMoneyText), never a currency code or a trailing word
  { term: "¥", variants: /\bCNY\b|\bRMB\b|\byuan\b/i },
];

// every table, the ones whose English is a module of its own (defineMessagesEnglishLater) with it
const TABLES = await withEnglish();

/** Every English text of every table (the web's and domain's catalogue), named by file and key. */
function englishTexts(): { readonly where: string; readonly text: string }[] {
  const domain = Object.entries(MESSAGES.en).map(([key, text]) => ({ where: `domain ${key}`, text }));
  return domain.concat(TABLES.flatMap(({ file, table }) => Object.entries(table.en).map(([key, text]) => ({ where: `${file} ${key}`, text }))));
}

describe("English terms", () => {
  const texts = englishTexts();

  it("reads the English catalogues, the web's and domain's", () => {
    expect(texts.length).toBeGreaterThan(500);
    expect(texts.some(({ where }) => where.startsWith("domain "))).toBe(true);
  });

  for (const { term, variants } of TERMS) {
    it(`says "${term}", never ${variants.source}`, () => {
      expect(texts.filter(({ text }) => variants.test(text)).map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
    });
  }
});
