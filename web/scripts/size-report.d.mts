/** Types of size-report.mjs (used by its vitest test). */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export interface RouteSize {
  key: string;
  route: string | null;
  file: string;
  own: number;
  added: number;
  /** What the modules the route renders at once through lazy() add beyond `added`. */
  atOnce: number;
  encrypted: boolean;
  total: number;
  ok: boolean;
}
export interface SizeReport {
  entry: { key: string; files: string[]; gzip: number };
  firstPaint: { files: string[]; gzip: number };
  firstLoad: { files: string[]; jsFiles: number; gzip: number; budget: number; ok: boolean };
  firstRenderJs: { gzip: number; budget: number; ok: boolean };
  firstRenderFiles: { files: string[]; budget: number; ok: boolean };
  routes: RouteSize[];
}
export const FIRST_LOAD_BUDGET: number;
export const FIRST_RENDER_FILE_BUDGET: number;
export const FIRST_RENDER_JS_BUDGET: number;
export const ROUTE_BUDGET: number;
export const EVERY_ROUTE: "every route";
export const MOCK_MARKERS: string[];
export function staticClosure(manifest: Manifest, keys: string[]): string[];
export function jsFilesOf(manifest: Manifest, keys: string[]): string[];
export function fetchedFilesOf(manifest: Manifest, keys: string[]): string[];
export function keyOfModule(manifest: Manifest, src: string): string | undefined;
export function sizeReport(
  manifest: Manifest,
  options: {
    landingScreen: string;
    landingInEntry?: boolean;
    bootModules?: string[];
    routeOf?: Record<string, string>;
    gzipSizeOf: (file: string) => number;
    cipherModule?: string;
    encryptedCalls?: string[];
    textOf?: (file: string) => string;
    atOnce?: Record<string, readonly string[] | typeof EVERY_ROUTE>;
  },
): SizeReport;
export function mockMarkersIn(text: string): string[];
export function routesFromTable(source: string, folder?: string): Record<string, string>;
export function formatKb(bytes: number): string;
export function bootShellProblem(html: string): string | null;
