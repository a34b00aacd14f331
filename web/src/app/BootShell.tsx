/**
 * Renders the prerendered shell's markup (issue 22 point 4; see `../ui/boot-shell.ts`): each landing page's frame —
 * `HomeShell` at home's address, `LoginShell` at the login's, `ProductListShell` at the product list's — under `basename` in a memory router, with React's server
 * renderer. Only the build runs this (vite.config.ts `prerenderHomeShell` bundles it for Node); it never ships.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { HOME_PATH, LOCALES } from "@micromall/domain";
import { getLocale, setLocale } from "../i18n/locale";
import type { ReactNode } from "react";
import { HomeShell } from "../features/home/components/HomeShell";
import { LoginShell } from "../features/account/components/LoginShell";
import { ProductListShell } from "../features/buy/components/ProductListShell";
import { BOOT_LOCALE_ATTRIBUTE, BOOT_PAGE_ATTRIBUTE, BOOT_SHELL_ID, type BootPage } from "../ui/boot-shell";

/** Each landing page's frame and the address it is drawn at. */
const FRAMES: Readonly<Record<BootPage, { readonly path: string; readonly frame: ReactNode }>> = {
  home: { path: HOME_PATH, frame: <HomeShell /> },
  login: { path: "/login", frame: <LoginShell /> },
  productList: { path: "/productList", frame: <ProductListShell /> },
};

/**
 * The shell's element for index.html, one frame per landing page and language (the mall's texts from the one catalogue;
 * the customer's remembered language picks the frame, `ui/boot-shell.ts` `markBootLocale`): hidden unless the early
 * script marks an address of one of them (then that page's frame in that language shows), inert and aria-hidden.
 * @example renderBootShell("/micromall") // '<div id="boot-shell" class="boot-shell" inert="" aria-hidden="true"><div class="boot-shell__page" data-boot-page="home" data-boot-locale="zh-CN" lang="zh-CN"><div class="mm-page-shell …'
 */
export function renderBootShell(basename: string): string {
  const before = getLocale();
  try {
    const frames = LOCALES.flatMap((locale) => {
      setLocale(locale);
      return Object.entries(FRAMES).map(([page, { path, frame }]) => {
        const markup = renderToStaticMarkup(
          <MemoryRouter basename={basename} initialEntries={[basename + path]}>
            {frame}
          </MemoryRouter>,
        );
        return `<div class="boot-shell__page" ${BOOT_PAGE_ATTRIBUTE}="${page}" ${BOOT_LOCALE_ATTRIBUTE}="${locale}" lang="${locale}">${markup}</div>`;
      });
    });
    return `<div id="${BOOT_SHELL_ID}" class="boot-shell" inert="" aria-hidden="true">${frames.join("")}</div>`;
  } finally {
    setLocale(before);
  }
}
