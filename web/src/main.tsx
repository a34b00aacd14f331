/**
 * Entry of the mall. In a build, the early script starts it once the first frame has painted (the prerendered home
 * shell on home; vite.config.ts `entryAfterFirstPaint`); the file itself is preloaded by index.html. In order:
 * 1. the responsive root font size, kept up to date (the early script set it before the first paint);
 * 2. in mock mode only (`VITE_MOCKS=on`: `npm start`, `npm run dev`), the fixtures' service worker, started
 *    BEFORE the first render so the first gateway call is already answered. The guard is a static
 *    `import.meta.env` comparison around a dynamic import, so a build with mocks off contains no msw code;
 * 3. the gateway client's download (not awaited: it arrives in parallel with the landing page's chunk); when the
 *    shell already shows the page's picture from the early answer (home's first banner, the product list's first
 *    products), the first render waits (at most 1 s) for the page's content (`ui/boot-shell.ts` `holdBootShell`);
 * 4. the router under `/micromall` with the shell. Only the landing pages' routes are in the entry; the whole table
 *    loads when the customer first touches the page, or when an address needs it. The router prepares the landing address before it shows it: the
 *    entry `/` becomes `/home` in the address at once (a protected page of a logged-out visitor becomes the login),
 *    the page's first query starts (its route's prefetch) and its screen module loads; the page shows when the module
 *    has arrived, without a Suspense fallback or reveal delay.
 */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { UNSAFE_createBrowserHistory } from "react-router-dom";
import { AppRouter } from "./app/app-router";
import { APP_BASENAME, AppShell, createPages } from "./app/AppShell";
import { DEFAULT_NAVIGATION_EFFECTS } from "./app/navigation-effects";
import { queryClient } from "./app/query-client";
import { LANDING_ROUTES } from "./app/landing-routes";
import { loadGatewayClient } from "./gateway/load-client";
import { installRootFontSize } from "./ui/root-font-size";
import { bootPictureShown, bootShellPage, holdBootShell } from "./ui/boot-shell";
// Home is the landing screen: its module is part of the entry's static graph, so the build puts it in the entry's
// chunk (vite.config.ts `firstScreenChunks`) and home's first render needs no second round of files. The route's
// `load()` still imports it by name; it resolves at once.
import "./features/home/screens/HomeScreen";
// The product list's frame in index.html draws its first cards with the list's classes: its stylesheet is the entry's,
// render-blocking, so the frame lays out in its final place before the screen's files arrive (ProductListShell).
import "./features/buy/buy.css";

async function startMocks(): Promise<void> {
  const [{ startMockWorker }, { gatewayConfig }] = await Promise.all([
    import("@micromall/fixtures/browser"),
    import("./gateway/client"),
  ]);
  const config = gatewayConfig();
  const worker = await startMockWorker({ base: import.meta.env.BASE_URL, baseUrl: config.baseUrl, cipher: { key: config.cipherKey } });
  // The mock badge (demo data, faults, clock, reset): mock mode only, like the worker.
  const { mountMockBadge } = await import("./mock/badge");
  mountMockBadge(worker);
}

async function main(): Promise<void> {
  installRootFontSize();
  // The gateway client downloads in parallel with the landing page's chunk; no first render waits for it.
  void loadGatewayClient().catch(() => undefined);
  if (import.meta.env.VITE_MOCKS === "on") {
    // Without the worker the mall still renders; every call then shows the gateway's error UI.
    await startMocks().catch((error: unknown) => console.error("Mock service worker did not start", error));
  }
  // The shell shows the page's largest picture from the early answer (home's first banner, the list's first product):
  // the first render waits (briefly) for the page's content, so the screen's picture replaces the shell's in one frame
  // instead of a spinner hiding it for a moment. The page's route prefetch starts (adopts) that content.
  if (bootPictureShown(document)) {
    const framed = LANDING_ROUTES.find((route) => route.path === `/${bootShellPage(document) ?? ""}`);
    const content = framed?.prefetch?.(queryClient, new URL(location.href));
    if (typeof content === "object") await holdBootShell(content.settled);
  }
  const container = document.getElementById("root");
  if (container === null) throw new Error("index.html has no #root element");
  const history = UNSAFE_createBrowserHistory({ v5Compat: true });
  const pages = createPages({
    table: LANDING_ROUTES,
    fullTable: async () => (await import("./app/routes")).ROUTES,
    queryClient,
    isLoggedIn: DEFAULT_NAVIGATION_EFFECTS.isLoggedIn,
  });
  // The rest of the route table starts loading with the customer's first touch or key, ahead of the navigation it
  // may lead to (a landing page does not need it to show).
  for (const type of ["pointerdown", "keydown"] as const) {
    window.addEventListener(type, () => void pages.loadTable(), { once: true, capture: true, passive: true });
  }
  createRoot(container).render(
    <StrictMode>
      <AppRouter history={history} basename={APP_BASENAME} prepare={pages.prepare}>
        <AppShell pages={pages} />
      </AppRouter>
    </StrictMode>,
  );
}

void main();
