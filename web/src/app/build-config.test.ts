/**
 * The build's guard rails (web/vite.config.ts): a build without mocks refuses the public demo key, every build
 * carries a Content-Security-Policy, and `npm start` takes `PORT` (issue 8 points 10, 11 and 19). The smoke spec checks the policy in a
 * real browser (no violation on any route).
 */
import { describe, expect, it } from "vitest";
import { bootPreloads, buildEnvProblem, chunkFileName, entryImportPreloads, contentSecurityPolicy, landingScreenFiles, previewPort, withEntryFiles, withLandingFiles, withShakableReactCalls } from "../../vite.config";

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("build without mocks", () => {
  it("fails without VITE_CIPHER_KEY, with a message naming it", () => {
    expect(buildEnvProblem({ VITE_MOCKS: "off" })).toMatch(/VITE_CIPHER_KEY/);
    expect(buildEnvProblem({ VITE_MOCKS: "off", VITE_CIPHER_KEY: "   " })).toMatch(/VITE_CIPHER_KEY/);
    expect(buildEnvProblem({})).toMatch(/VITE_CIPHER_KEY/);
  });

  it("goes ahead with a key, and in mock mode with the demo key", () => {
    expect(buildEnvProblem({ VITE_MOCKS: "off", VITE_CIPHER_KEY: "0123456789abcdef" })).toBeNull();
    expect(buildEnvProblem({ VITE_MOCKS: "on" })).toBeNull();
  });
});

describe("Content-Security-Policy", () => {
  it("allows only the mall's own origin for scripts and everything else by default", () => {
    const policy = directives(contentSecurityPolicy({ VITE_MOCKS: "off", VITE_GATEWAY_URL: "/micromall-gateway" }));
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("script-src")).toEqual(["'self'"]);
    // blob: for images only: the claim report's photo previews are object URLs of the scaled photos.
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("worker-src")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
  });

  it("lets requests reach a gateway on another origin, and the mock worker run in mock mode", () => {
    const real = directives(contentSecurityPolicy({ VITE_MOCKS: "off", VITE_GATEWAY_URL: "https://gateway.example.cn/api/v1" }));
    expect(real.get("connect-src")).toEqual(["'self'", "https://gateway.example.cn"]);
    const mock = directives(contentSecurityPolicy({ VITE_MOCKS: "on", VITE_GATEWAY_URL: "/micromall-gateway" }));
    expect(mock.get("worker-src")).toEqual(["'self'"]);
  });
});

describe("npm start's port", () => {
  it("is PORT when that is a port number, else 4173", () => {
    expect(previewPort("8080")).toBe(8080);
    expect(previewPort(undefined)).toBe(4173);
    for (const wrong of ["", "abc", "0", "70000", "80.5"]) expect(previewPort(wrong), wrong).toBe(4173);
  });
});

describe("modulepreload of the boot-loaded gateway client (issue 22 point 2)", () => {
  const chunk = (fileName: string, extra: { isEntry?: boolean; imports?: string[]; moduleIds?: string[] } = {}) => ({ type: "chunk", fileName, ...extra });
  it("lists the client's chunk and its imports, not the entry's files nor other chunks", () => {
    const bundle = {
      "static/index.js": chunk("static/index.js", { isEntry: true, imports: ["static/runtime.js"], moduleIds: ["/w/web/src/main.tsx"] }),
      "static/runtime.js": chunk("static/runtime.js"),
      "static/client.js": chunk("static/client.js", { imports: ["static/runtime.js", "static/index.js", "static/shapes.js"], moduleIds: ["/w/web/src/gateway/client.ts"] }),
      "static/shapes.js": chunk("static/shapes.js", { imports: ["static/codes.js"] }),
      "static/codes.js": chunk("static/codes.js"),
      "static/login.js": chunk("static/login.js", { imports: ["static/shapes.js"] }),
      "static/index.css": { type: "asset", fileName: "static/index.css" },
    };
    expect(bootPreloads(bundle)).toEqual(["static/client.js", "static/shapes.js", "static/codes.js"]);
  });

  it("lists nothing when the client is in the entry or absent", () => {
    expect(bootPreloads({})).toEqual([]);
    expect(bootPreloads({ "static/index.js": chunk("static/index.js", { isEntry: true, moduleIds: ["/w/web/src/gateway/client.ts"] }) })).toEqual([]);
  });
});

describe("the gateway client's chunks on the early script, preloaded as it starts the entry (issue 22: nothing beside the first call before LCP)", () => {
  it("writes the list as an attribute the early script reads, and nothing without files or without the early script", () => {
    const html = '<script src="/m/static/early-a.js" data-entry="/m/static/index-b.js"></script>';
    const tagged = withEntryFiles(html, ["static/client.js", "static/shapes.js"]);
    const attribute = /data-entry-files="([^"]*)"/.exec(tagged)?.[1] ?? "";
    expect(JSON.parse(attribute.replaceAll("&quot;", '"'))).toEqual(["static/client.js", "static/shapes.js"]);
    expect(tagged).not.toContain("modulepreload");
    expect(withEntryFiles(html, [])).toBe(html);
    expect(withEntryFiles("<p></p>", ["static/client.js"])).toBe("<p></p>");
  });
});

describe("modulepreload of the entry's own imports (issue 22: the entry starts after the first paint)", () => {
  const chunk = (fileName: string, extra: { isEntry?: boolean; imports?: string[] } = {}) => ({ type: "chunk", fileName, ...extra });
  it("lists the chunks the entry imports statically, transitively, once, and not the entry itself", () => {
    const bundle = {
      "static/index.js": chunk("static/index.js", { isEntry: true, imports: ["static/runtime.js", "static/shared.js"] }),
      "static/runtime.js": chunk("static/runtime.js"),
      "static/shared.js": chunk("static/shared.js", { imports: ["static/runtime.js", "static/index.js"] }),
      "static/client.js": chunk("static/client.js", { imports: ["static/runtime.js"] }),
      "static/index.css": { type: "asset", fileName: "static/index.css" },
    };
    expect(entryImportPreloads(bundle)).toEqual(["static/runtime.js", "static/shared.js"]);
    expect(entryImportPreloads({})).toEqual([]);
  });
});

describe("the landing screens' files, preloaded by the early script on their address (issue 22: /productList)", () => {
  const chunk = (fileName: string, extra: { isEntry?: boolean; imports?: string[]; moduleIds?: string[]; css?: string[] } = {}) => ({
    type: "chunk",
    fileName,
    ...extra,
    viteMetadata: { importedCss: new Set(extra.css ?? []) },
  });
  const bundle = {
    "static/index.js": chunk("static/index.js", { isEntry: true, imports: ["static/runtime.js"], moduleIds: ["/w/web/src/main.tsx"], css: ["static/index.css"] }),
    "static/runtime.js": chunk("static/runtime.js"),
    "static/list.js": chunk("static/list.js", { imports: ["static/runtime.js", "static/index.js", "static/tabs.js"], moduleIds: ["/w/web/src/features/buy/screens/ProductListScreen.tsx"], css: ["static/list.css"] }),
    "static/tabs.js": chunk("static/tabs.js", { imports: ["static/names.js"], css: ["static/tabs.css"] }),
    "static/names.js": chunk("static/names.js"),
    "static/login.js": chunk("static/login.js", { imports: ["static/tabs.js"], moduleIds: ["/w/web/src/features/account/screens/LoginScreen.tsx"] }),
  };

  it("lists the screen's chunk, its imports outside the entry, and their stylesheets, once", () => {
    expect(landingScreenFiles(bundle, "/src/features/buy/screens/ProductListScreen.tsx")).toEqual(["static/list.js", "static/list.css", "static/tabs.js", "static/tabs.css", "static/names.js"]);
  });

  it("lists nothing for a screen in the entry or absent", () => {
    expect(landingScreenFiles(bundle, "/src/main.tsx")).toEqual([]);
    expect(landingScreenFiles(bundle, "/src/features/none/NoScreen.tsx")).toEqual([]);
  });

  it("writes them per address onto the early script, as an attribute the early script reads", () => {
    const html = '<script src="/m/static/early-a.js" data-entry="/m/static/index-b.js"></script>';
    const tagged = withLandingFiles(html, { "/productList": ["static/list.js", "static/list.css"] });
    const attribute = /data-landing-files="([^"]*)"/.exec(tagged)?.[1] ?? "";
    expect(JSON.parse(attribute.replaceAll("&quot;", '"'))).toEqual({ "/productList": ["static/list.js", "static/list.css"] });
    expect(withLandingFiles("<p></p>", { "/productList": ["static/list.js"] })).toBe("<p></p>");
  });
});

describe("react-router's production files, shaken (issue 22: the entry's bytes)", () => {
  it("marks the top-level component and context definitions pure and drops their dev-tools names, nothing else", () => {
    const code = [
      'var NavigationContext = React.createContext(null);',
      'NavigationContext.displayName = "Navigation";',
      'var Form = React10.forwardRef(function FormImpl() {});',
      'Form.displayName = "Form";',
      'var Memo = React3.memo(Inner);',
      'let x = React10.useContext(NavigationContext);',
      'FetcherForm2.displayName = "fetcher.Form";',
      'console.log(Form.displayName);',
      '',
    ].join("\n");
    expect(withShakableReactCalls(code).split("\n")).toEqual([
      'var NavigationContext = /* @__PURE__ */ React.createContext(null);',
      'var Form = /* @__PURE__ */ React10.forwardRef(function FormImpl() {});',
      'var Memo = /* @__PURE__ */ React3.memo(Inner);',
      'let x = React10.useContext(NavigationContext);',
      'console.log(Form.displayName);',
      '',
    ]);
  });
});

describe("chunk file names", () => {
  it("a chunk named by domain's own build (chunk-<hash>) is its hash alone: every import of it is 15 bytes shorter", () => {
    expect(chunkFileName({ name: "chunk-37JSLFBU" })).toBe("static/[hash].js");
  });

  it("a chunk named after its module keeps the name (the network panel and the e2e routes find it)", () => {
    expect(chunkFileName({ name: "ProductListScreen" })).toBe("static/[name]-[hash].js");
    expect(chunkFileName({ name: "chunky-list" })).toBe("static/[name]-[hash].js");
  });
});
