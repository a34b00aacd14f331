/**
 * ESLint flat config of the whole repository (`npm run lint`; `scripts/test.sh` runs it after tsc).
 *
 * - typescript-eslint's recommended rules everywhere (syntax-only: tsc already type-checks).
 * - react-hooks' recommended rules (rules of hooks, exhaustive deps, the React Compiler's checks) in web/src.
 * - The layers of web/src (eslint-plugin-boundaries), imports flowing one way:
 *     ui ← components ← features ← app
 *   ui imports only ui, i18n, the storage module and styles; components also ui, and the form glue and the gateway
 *   (the shared lookup shape validates with domain and calls: issue 10/11); a feature imports ui,
 *   components, forms, gateway, i18n, state and ITS OWN folder — never another feature; app (and main.tsx) import
 *   everything. The infrastructure beside them: gateway (ui, i18n, state), session (gateway, i18n, state, ui),
 *   i18n (the storage module), state (the storage module), the storage module (nothing of web), forms (the
 *   form glue every feature's forms share: i18n, state).
 *   Test files may also use the test kits (web/src/test, features/test-support).
 * - web reaches domain only through its published entry points, `@micromall/domain` and
 *   `@micromall/domain/schemas` — never `domain/src`, `domain/dist` or another subpath.
 */
import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The element types of web/src, first match wins. */
const WEB_ELEMENTS = [
  { type: "state", pattern: "web/src/state", partialMatch: false },
  { type: "test-support", pattern: "web/src/features/test-support", partialMatch: false },
  { type: "feature", pattern: "web/src/features/*", partialMatch: false, capture: ["featureName"] },
  { type: "components", pattern: "web/src/components", partialMatch: false },
  { type: "ui", pattern: "web/src/ui", partialMatch: false },
  { type: "app", pattern: "web/src/app", partialMatch: false },
  { type: "gateway", pattern: "web/src/gateway", partialMatch: false },
  { type: "session", pattern: "web/src/session", partialMatch: false },
  { type: "i18n", pattern: "web/src/i18n", partialMatch: false },
  { type: "styles", pattern: "web/src/styles", partialMatch: false },
  { type: "test", pattern: "web/src/test", partialMatch: false },
  // What is left directly in web/src: main.tsx (and type declarations).
  { type: "forms", pattern: "web/src/forms", partialMatch: false },
  { type: "main", pattern: "web/src", partialMatch: false },
];

/** File categories: the storage module (a leaf every layer may use) and tests. */
const WEB_FILES = [
  { category: "storage", pattern: "web/src/state/storage.ts" },
  { category: "test", pattern: ["**/*.test.{ts,tsx}", "**/*.test-helper.{ts,tsx}"] },
];

/** `to` selector: any of these element types. */
const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });

/** Who may import whom (boundaries/dependencies; everything else is refused). */
const LAYER_POLICIES = [
  // The storage module: every layer may use it (it imports nothing of web).
  { allow: { to: { file: { categories: { anyOf: ["storage"] } } } } },
  { from: { element: { type: "state" } }, allow: to("state") },
  { from: { element: { type: "i18n" } }, allow: to("i18n") },
  { from: { element: { type: "styles" } }, allow: to("styles") },
  { from: { element: { type: "ui" } }, allow: to("ui", "i18n", "styles") },
  { from: { element: { type: "components" } }, allow: to("components", "ui", "forms", "gateway", "i18n", "styles") },
  { from: { element: { type: "gateway" } }, allow: to("gateway", "ui", "i18n", "state") },
  { from: { element: { type: "session" } }, allow: to("session", "gateway", "ui", "i18n", "state") },
  { from: { element: { type: "forms" } }, allow: to("forms", "i18n", "state") },
  {
    from: { element: { type: "feature" } },
    allow: to("ui", "components", "forms", "gateway", "i18n", "state", "styles"),
  },
  {
    // A feature imports its own folder only: features/a never imports features/b.
    from: { element: { type: "feature" } },
    allow: { to: { element: { type: "feature", captured: { featureName: "{{ from.element.captured.featureName }}" } } } },
  },
  // The screens' test kit renders a screen inside the app's providers (query client, router).
  { from: { element: { type: "test-support" } }, allow: to("test-support", "app", "ui", "gateway", "i18n", "state") },
  {
    from: { element: { types: { anyOf: ["app", "main", "test"] } } },
    allow: to("app", "main", "test", "feature", "components", "forms", "ui", "gateway", "session", "i18n", "state", "styles"),
  },
  // Tests may use the test kits, and the app's providers to render what they test in.
  { from: { file: { categories: { anyOf: ["test"] } } }, allow: to("test", "test-support", "app") },
];


/** The mall's forms run on its own engine (web/src/forms); react-hook-form is no longer a dependency. */
const FORM_LIBRARY_PATHS = [
  { name: "react-hook-form", message: "Use useSchemaForm / useFormDraft of web/src/forms (the mall's own form engine)." },
  { name: "@hookform/resolvers", message: "Use useSchemaForm of web/src/forms: it checks with domain's form shapes." },
];

/** web reaches domain only through its published entry points. */
const DOMAIN_ENTRY_PATTERNS = [
            {
              group: ["@micromall/domain/*", "!@micromall/domain/schemas"],
              message: "Import domain only through its published entry points: @micromall/domain or @micromall/domain/schemas.",
            },
            {
              group: ["**/domain/src", "**/domain/src/**", "**/domain/dist", "**/domain/dist/**"],
              message: "web never reaches into domain's files: import @micromall/domain (or @micromall/domain/schemas).",
            },
          ];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/coverage/**",
      "e2e/.build/**",
      "e2e/test-results/**",
      "e2e/playwright-report/**",
      "web/public/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": WEB_ELEMENTS,
      "boundaries/files": WEB_FILES,
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs"] } },
    },
    rules: {
      "boundaries/dependencies": ["error", { default: "disallow", policies: LAYER_POLICIES }],
      "no-restricted-imports": [
        "error",
        {
          // The mall runs react-router's declarative router (app/app-router.tsx): the data router's hooks and
          // components would throw at run time, and its code is what the first-load budget cannot carry.
          paths: ["react-router-dom", "react-router"].map((name) => ({
            name,
            importNames: [
              "createBrowserRouter", "createHashRouter", "RouterProvider", "useLoaderData", "useActionData", "useNavigation",
              "useFetcher", "useFetchers", "useMatches", "useRouteError", "useRouteLoaderData", "useBlocker",
              "useRevalidator", "useSubmit", "Form", "Await", "useAsyncValue", "ScrollRestoration", "redirect",
            ],
            message: "The mall uses the declarative router (app/app-router.tsx); data-router APIs are not available.",
          })).concat(
            // react-router's links carry the framework mode's route prefetching into every bundle (docs/decisions/0007-own-link.md)
            ["react-router-dom", "react-router"].map((name) => ({ name, importNames: ["Link", "NavLink"], message: "Use the mall's own Link (ui/Link.tsx)." })),
            FORM_LIBRARY_PATHS,
          ),
          patterns: DOMAIN_ENTRY_PATTERNS,
        },
      ],
    },
  },
  {
    // Tests may mount several screens in react-router's memory data router as a harness (navigation between
    // pages, history actions); the screens themselves use only what the declarative router offers.
    files: ["web/src/**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { paths: FORM_LIBRARY_PATHS, patterns: DOMAIN_ENTRY_PATTERNS }] },
  },
);
