/**
 * Renders the prerendered home shell's markup (issue 22 point 4; see `../ui/boot-shell.ts`): `HomeShell` at
 * home's address under `basename` in a memory router, with React's server renderer. Only the build runs this (vite.config.ts
 * `prerenderHomeShell` bundles it for Node); it never ships.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { HOME_PATH } from "@micromall/domain";
import { HomeShell } from "../features/home/components/HomeShell";
import { BOOT_SHELL_ID } from "../ui/boot-shell";

/**
 * The shell's element for index.html: hidden unless the early script marks a home address, inert and aria-hidden.
 * @example renderBootShell("/micromall") // '<div id="boot-shell" class="boot-shell" inert="" aria-hidden="true"><div class="mm-page-shell …'
 */
export function renderBootShell(basename: string): string {
  const markup = renderToStaticMarkup(
    <MemoryRouter basename={basename} initialEntries={[basename + HOME_PATH]}>
      <HomeShell />
    </MemoryRouter>,
  );
  return `<div id="${BOOT_SHELL_ID}" class="boot-shell" inert="" aria-hidden="true">${markup}</div>`;
}
