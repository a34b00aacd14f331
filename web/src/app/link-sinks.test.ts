/**
 * Every place the mall navigates, links or downloads (issue 23 finding 4, "a test lists the sinks"): the source of
 * web/src is scanned for page loads (`location.assign` / `replace`, `location.href =`, `window.open`), links
 * (`href={…}`, `href="…"`, an `href:` action handed to a ui component, `.href =`) and downloads (`download=`,
 * `.download =`), and every one found must be listed in {@link SINKS} with what makes it safe:
 * - a gateway address goes through domain's one gateway-link rule — `parseGatewayLink` itself or a rule built on it
 *   (`linkTarget`, `handoverLink`, `benefitLinkTarget`, `payTarget`, `toPolicyFile`), and the listed file calls it;
 * - or it is not gateway data: the hotline constant, a `tel:` number, the map link domain builds from coordinates,
 *   an in-app path, the messenger's authorisation address, or a ui component that only renders what its caller
 *   passed (its callers are scanned too).
 * A new sink fails this test until it is listed; a listed sink that is gone fails it too (the list stays true).
 */
import { describe, expect, it } from "vitest";

const SOURCES = import.meta.glob<string>(["../**/*.ts", "../**/*.tsx", "!../**/*.test.*", "!../**/*.d.ts", "!../test/**", "!../features/test-support/**"], {
  eager: true,
  query: "?raw",
  import: "default",
});

/** Domain's rules for gateway addresses; each goes through `parseGatewayLink` (checked below on domain's source). */
const GATEWAY_RULES = ["parseGatewayLink", "linkTarget", "handoverLink", "benefitLinkTarget", "payTarget", "toPolicyFile"] as const;

/** What makes a sink safe when it is not a gateway address. */
const NOT_GATEWAY = ["hotline", "tel", "map", "in-app", "oauth", "pass-through"] as const;

type Rule = (typeof GATEWAY_RULES)[number] | (typeof NOT_GATEWAY)[number];

/** Every sink of web/src: "file: the sink as written" → its rule. */
const SINKS: Readonly<Record<string, Rule>> = {
  // ui components render the href their caller gives; the callers' `href:` actions are listed below
  "ui/Dialog.tsx: href={action.href}": "pass-through",
  "ui/MessageBoxView.tsx: href={action.href}": "pass-through",
  "ui/Cell.tsx: href={href}": "pass-through",
  "ui/Result.tsx: href={action.href}": "pass-through",
  // the router's own address of an in-app `to` (useHref, under the base path)
  "ui/Link.tsx: href={href}": "in-app",
  "gateway/client.ts: href: HOTLINE_HREF": "hotline",
  "gateway/gateway-ui.ts: window.location.assign(withBase(path)": "in-app",
  "gateway/gateway-ui.ts: window.location.replace(withBase(path)": "in-app",
  // a preload of the build's own files under the base path (the early script's data-landing-files, names of [\w./-] only)
  "gateway/early-plan.ts: .href = `${base}${file}`": "in-app",
  "app/navigation-effects.ts: window.location.assign(href)": "in-app",
  "session/messenger-login.ts: location.replace(authoriseUrl(": "oauth",
  "session/messenger-login.ts: location.replace(stripOAuthParams(": "in-app",
  // pay URLs
  "features/buy/components/application/OrderActions.tsx: window.location.assign(target.url)": "payTarget",
  // downloads
  "features/invoices/components/InvoiceRows.tsx: href={checked.url}": "parseGatewayLink",
  "features/invoices/components/InvoiceRows.tsx: download={file}": "parseGatewayLink",
  'features/policies/components/PolicyFileAction.tsx: href: file.kind === "pdf" ? pdfHref(file) : file.href': "toPolicyFile",
  // the one piece that opens a document (the electronic policy, the order's proposal and policy): only what
  // domain's toPolicyFile made of the answer reaches it
  "components/document/document-file.ts: .href = href": "toPolicyFile",
  "components/document/document-file.ts: .download = fileName": "toPolicyFile",
  // home's banner, product and service links; the product list's cards
  "features/home/components/EntryLink.tsx: href={target.href}": "linkTarget",
  "features/buy/components/ProductCard.tsx: href={target.href}": "linkTarget",
  // partner hand-overs (/videoDoctor and /careVoice through PartnerHandover, /customerService, /claimZhongan) and benefit links
  "features/services/components/benefits/PartnerHandover.tsx: href={target.href}": "handoverLink",
  "features/services/screens/CustomerServiceScreen.tsx: href={chat.href}": "handoverLink",
  "features/claims/components/leave-mall.ts: window.location.assign(href)": "handoverLink",
  "features/services/components/benefits/GatewayLink.tsx: href={target.href}": "benefitLinkTarget",
  "features/services/components/benefits/ActivationAnswer.tsx: href: target.href": "benefitLinkTarget",
  "features/services/screens/ServiceIndexScreen.tsx: href: target.href": "benefitLinkTarget",
  // not gateway data
  "features/services/components/benefits/PartnerHandover.tsx: href={HOTLINE_HREF}": "hotline",
  "features/services/components/benefits/ActivationAnswer.tsx: href: HOTLINE_HREF": "hotline",
  "features/services/screens/RoadRescueScreen.tsx: href={map}": "map",
  "features/services/screens/RoadRescueScreen.tsx: href={HOTLINE_HREF}": "hotline",
  "features/services/screens/CustomerServiceScreen.tsx: href={hotline === HOTLINE ? HOTLINE_HREF : `tel:${hotline}": "tel",
  "features/services/screens/AboutScreen.tsx: href={HOTLINE_HREF}": "hotline",
  "features/services/screens/DotqueryScreen.tsx: href={HOTLINE_HREF}": "hotline",
  "features/services/screens/DotqueryScreen.tsx: href={`tel:${phone}": "tel",
  "features/services/screens/DotqueryScreen.tsx: href={map}": "map",
  "features/services/screens/ErrorScreen.tsx: href={HOTLINE_HREF}": "hotline",
  "features/services/screens/ConsumerScreen.tsx: href={HOTLINE_HREF}": "hotline",
  "features/policies/screens/NoPolicyFoundScreen.tsx: href={HOTLINE_HREF}": "hotline",
  "features/account/screens/LoginScreen.tsx: href={HOTLINE_HREF}": "hotline",
  "features/policies/screens/PolicyErrorsScreen.tsx: href={HOTLINE_HREF}": "hotline",
  "features/account/screens/PersonalCenterScreen.tsx: href={HOTLINE_HREF}": "hotline",
  "features/invoices/screens/InvoiceRequestResultScreens.tsx: href: HOTLINE_HREF": "hotline",
  "features/claims/screens/ClaimApplicationScreen.tsx: href: \"tel:95518\"": "tel",
  "features/claims/screens/ClaimZhonganScreen.tsx: href=\"tel:95518\"": "tel",
};

/** Where a sink's rule is applied when not in its own file: the hook or screen that hands it the checked address. */
const RULE_APPLIED_IN: Readonly<Record<string, readonly string[]>> = {
  "features/buy/components/ProductCard.tsx": ["features/buy/hooks/product-link.ts"],
  "features/claims/components/leave-mall.ts": ["features/claims/screens/ClaimZhonganScreen.tsx"],
  // the document opener is given only what its callers made with domain's toPolicyFile
  "components/document/document-file.ts": ["features/policies/components/PolicyFileAction.tsx", "features/buy/components/application/OrderDocuments.tsx"],
};

/** The source where a sink's rule is applied (each caller's, where the sink's file is handed checked values). */
const ruleSource = (file: string): string => (RULE_APPLIED_IN[file] ?? [file]).map((applied) => SOURCES[`../${applied}`] ?? "").join("\n");

/** The sink patterns (each match is one sink, written as in the source). */
const SINK_PATTERNS = [
  /window\.location\.(?:assign|replace)\([^)\n]*\)?/g,
  /(?<!window\.)location\.replace\([A-Za-z]+\(/g,
  /location\.href\s*=(?!=)[^;\n]*/g,
  /window\.open\([^)\n]*\)?/g,
  /\bhref=\{[^}\n]*\}?/g,
  /\bhref="[^"\n]*"/g,
  /\bhref: (?!string)[^,}\n]*[^,}\s]/g,
  /\bdownload=\{[^}\n]*\}/g,
  /\.(?:href|download) = [^;\n]*/g,
];

/** Comment lines are documentation, not sinks. */
const code = (text: string): string =>
  text
    .split("\n")
    .filter((line) => !/^\s*(?:\*|\/\/|\/\*)/.test(line))
    .join("\n");

function foundSinks(): string[] {
  const found = new Set<string>();
  for (const [path, text] of Object.entries(SOURCES)) {
    const file = path.replace(/^\.\.\//, "").replace(/^\.\//, "app/");
    for (const pattern of SINK_PATTERNS) {
      for (const match of code(text).matchAll(pattern)) {
        found.add(`${file}: ${match[0]}`);
      }
    }
  }
  return [...found].sort();
}

describe("every navigation, link and download sink of web/src is listed with its rule (issue 23 finding 4)", () => {
  const found = foundSinks();

  it("finds the sinks it knows (the scan works)", () => {
    expect(found).toContain("features/home/components/EntryLink.tsx: href={target.href}");
    expect(found).toContain("features/buy/components/application/OrderActions.tsx: window.location.assign(target.url)");
    expect(found.length).toBeGreaterThanOrEqual(40);
  });

  it("lists every sink found, and nothing that is gone", () => {
    expect(found).toEqual(Object.keys(SINKS).sort());
  });

  it("each gateway sink's file calls its rule", () => {
    for (const [sink, rule] of Object.entries(SINKS)) {
      if (!(GATEWAY_RULES as readonly string[]).includes(rule)) continue;
      const file = sink.slice(0, sink.indexOf(": "));
      expect(code(ruleSource(file)).includes(`${rule}(`), `${sink} → ${rule}`).toBe(true);
    }
  });

  it("a gateway rule with hosts is always given this build's allow-list", () => {
    for (const [sink, rule] of Object.entries(SINKS)) {
      if (!(GATEWAY_RULES as readonly string[]).includes(rule)) continue;
      const file = sink.slice(0, sink.indexOf(": "));
      const text = code(ruleSource(file));
      for (const call of text.matchAll(new RegExp(`\\b${rule}\\([^;]*`, "g"))) expect(call[0], `${file}: ${call[0]}`).toMatch(/GATEWAY_LINK_HOSTS\.(payment|partners|documents)/);
    }
  });

  it("every sink names a known rule", () => {
    for (const [sink, rule] of Object.entries(SINKS)) expect([...GATEWAY_RULES, ...NOT_GATEWAY], sink).toContain(rule);
  });

  it("no sink takes an address straight from an answer", () => {
    for (const sink of found) expect(sink, sink).not.toMatch(/(answer|data)\.(url|link|payUrl)\b/);
  });
});
