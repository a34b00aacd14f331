/**
 * The app's route table as the specs see it: read from web/src/app/routes.tsx (which assembles the landing pages
 * and each feature's `features/<f>/routes.ts`) at test time, never copied.
 *
 * First choice: import the module (Playwright's TS loader handles it; the screens' dynamic imports are never
 * called). If that import ever fails (say the table starts importing CSS or `import.meta.env`), the file's text
 * is parsed instead: each `path: "…", meta: routeMeta(TITLES, "…", { … })` entry. Either way the result is checked
 * against the number of `path:` entries in the files, so a table whose shape the parser no longer understands
 * fails loudly instead of silently testing fewer routes.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Where the route table is assembled (its landing pages and each feature's routes are files of their own). */
export const ROUTES_FILE = fileURLToPath(new URL("../../web/src/app/routes.tsx", import.meta.url));
const LANDING_FILE = fileURLToPath(new URL("../../web/src/app/landing-routes.tsx", import.meta.url));
const FEATURES_DIR = fileURLToPath(new URL("../../web/src/features/", import.meta.url));

/** The text of every file holding route entries: the landing pages, then each feature's `routes.ts`. */
function tableSources(): string {
  const features = readdirSync(FEATURES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      try {
        return [readFileSync(`${FEATURES_DIR}${entry.name}/routes.ts`, "utf8")];
      } catch {
        return [];
      }
    });
  return [readFileSync(LANDING_FILE, "utf8"), ...features].join("\n");
}

/** A route as the specs need it. */
export interface TableRoute {
  readonly path: string;
  readonly requireAuth: boolean;
  readonly allowBack: boolean;
}

const ENTRY = /path:\s*"([^"]+)",\s*meta:\s*routeMeta\(\s*\w+,\s*"[^"]*"\s*(?:,\s*\{([^}]*)\})?\s*\)/g;
const PATH_KEY = /^\s*path:\s*"/gm;

/**
 * Every route of the table, in table order.
 * @example (await loadRouteTable()).find((r) => r.path === "/shopset")?.requireAuth // true
 */
export async function loadRouteTable(): Promise<TableRoute[]> {
  const text = tableSources();
  const expected = text.match(PATH_KEY)?.length ?? 0;
  let routes: TableRoute[];
  try {
    const module = (await import("../../web/src/app/routes")) as {
      ROUTES: readonly { path: string; meta: { requireAuth: boolean; allowBack: boolean } }[];
    };
    routes = module.ROUTES.map((r) => ({ path: r.path, requireAuth: r.meta.requireAuth, allowBack: r.meta.allowBack }));
  } catch {
    routes = parseRouteTable(text);
  }
  if (routes.length === 0 || routes.length !== expected) {
    throw new Error(`route table: read ${routes.length} routes but the route files have ${expected} "path:" entries`);
  }
  return routes;
}

/**
 * The routes of the table's source text (fallback of {@link loadRouteTable}).
 * @example parseRouteTable('path: "/x", meta: routeMeta(TITLES, "route.x", { requireAuth: true })')[0]?.requireAuth // true
 */
export function parseRouteTable(text: string): TableRoute[] {
  return [...text.matchAll(ENTRY)].map((match) => {
    const overrides = match[2] ?? "";
    return {
      path: match[1] ?? "",
      requireAuth: /requireAuth:\s*true/.test(overrides),
      allowBack: !/allowBack:\s*false/.test(overrides),
    };
  });
}
