/**
 * Entry of the mall. In order:
 * 1. the responsive root font size (before anything paints);
 * 2. in mock mode only (`VITE_MOCKS=on`: `npm start`, `npm run dev`), the fixtures' service worker, started
 *    BEFORE the first render so the first gateway call is already answered. The guard is a static
 *    `import.meta.env` comparison around a dynamic import, so a build with mocks off contains no msw code;
 * 3. the gateway client's download (not awaited: it arrives in parallel with the landing page's chunk);
 * 4. the data router under `/micromall`. Its `lazy` routes resolve the landing page's module before the first
 *    render (RouterProvider shows the `HydrateFallback` until then), so the landing page pays no Suspense
 *    reveal delay.
 */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider, createBrowserRouter } from "react-router-dom";
import { APP_BASENAME, createRoutes } from "./app/create-routes";
import { ROUTES } from "./app/routes";
import { loadGatewayClient } from "./gateway/load-client";
import { installRootFontSize } from "./ui/root-font-size";

async function startMocks(): Promise<void> {
  const [{ startMockWorker }, { gatewayConfig }] = await Promise.all([
    import("@micromall/fixtures/browser"),
    import("./gateway/client"),
  ]);
  const config = gatewayConfig();
  await startMockWorker({ base: import.meta.env.BASE_URL, baseUrl: config.baseUrl, cipher: { key: config.cipherKey } });
}

async function main(): Promise<void> {
  installRootFontSize();
  // The gateway client downloads in parallel with the landing page's chunk; no first render waits for it.
  void loadGatewayClient().catch(() => undefined);
  if (import.meta.env.VITE_MOCKS === "on") {
    // Without the worker the mall still renders; every call then shows the gateway's error UI.
    await startMocks().catch((error: unknown) => console.error("Mock service worker did not start", error));
  }
  const container = document.getElementById("root");
  if (container === null) throw new Error("index.html has no #root element");
  const router = createBrowserRouter(createRoutes(ROUTES), { basename: APP_BASENAME });
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void main();
