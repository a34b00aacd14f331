/**
 * The bare React page `npm run perf` measures the mall's home against (issue 7 §7): React 19, react-router 7
 * and zustand at the mall's installed versions, one lazy route `/micromall/home` that fetches the same home
 * answer (`pageInitMall`, same request, same server, same bytes) and lists the product names. Nothing else:
 * no query cache, no i18n, no styles — the floor a React page of these versions cannot go below.
 */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Navigate, RouterProvider, createBrowserRouter } from "react-router-dom";

const router = createBrowserRouter(
  [
    { path: "/home", lazy: async () => ({ Component: (await import("./HomeList")).HomeList }) },
    { path: "*", element: <Navigate to="/home" replace /> },
  ],
  { basename: "/micromall" },
);

const container = document.getElementById("root");
if (container === null) throw new Error("index.html has no #root element");
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
