/**
 * The document address of an in-app path under the app's base path (the router's basename): what a share card
 * or a copied link carries. One copy for every feature that shares a page (features never import each other).
 */

/**
 * @example shareUrl("/couplet?c=peace") // "https://mall.example.cn/micromall/couplet?c=peace"
 */
export function shareUrl(path: string): string {
  return new URL(`${import.meta.env.BASE_URL.replace(/\/$/, "")}${path}`, window.location.origin).href;
}
