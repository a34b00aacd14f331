/**
 * The session side of the shell, mounted once inside the router's root layout (web contract):
 * - registers the router's `navigate` as the gateway client's navigation;
 * - on the first render: remembers the landing URL (`firstLocation`, signed on iOS) and starts the messenger
 *   login flow (data source first) without blocking first paint;
 * - provides the page-share port (`state/page-share.ts`) so a screen can share its own card in the messenger;
 * - after each navigation: records the address (`location`; `currentLink` when on the home page, so "return
 *   home" keeps the shop's query), and runs the mall session check 500 ms later.
 * Renders nothing.
 */
import { useEffect } from "react";
import { HOME_PATH, SESSION_CHECK_DELAY_MS } from "@micromall/domain";
import { useLocation, useNavigate } from "react-router-dom";
import { setGatewayUi } from "../gateway/gateway-ui";
import { providePageShare } from "../state/page-share";
import { useAppStore } from "../state/store";
import { isMessengerBrowser } from "./messenger-browser";
import { startMessengerLogin } from "./messenger-login";
import { checkMallSession } from "./session-check";
import { hasMessengerBridge, sharePage } from "./share";

let started = false;

/**
 * Session effects of the shell (messenger login, data source, session check); renders nothing.
 * @example <SessionEffects />
 */
export function SessionEffects(): null {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => setGatewayUi({ navigate: (path, options) => void navigate(path, { replace: options?.replace === true }) }), [navigate]);

  // A screen's own share card (a wallet card, a product), through the port features may reach: in the messenger
  // the bundled JS-SDK shares it (kept for the page's path), elsewhere the screen offers a link to copy.
  // "In the messenger" once its bridge is on the page (a user agent alone is only a claim).
  useEffect(() => {
    const provide = () => providePageShare({ inMessenger: isMessengerBrowser() && hasMessengerBridge(), apply: (share) => void sharePage(share) });
    let undo = provide();
    const bridgeArrived = () => {
      undo();
      undo = provide();
    };
    document.addEventListener("WeixinJSBridgeReady", bridgeArrived);
    return () => {
      document.removeEventListener("WeixinJSBridgeReady", bridgeArrived);
      undo();
    };
  }, []);

  useEffect(() => {
    if (started) return;
    started = true;
    useAppStore.getState().updateSession({ firstLocation: window.location.href.split("#")[0] });
    void startMessengerLogin();
  }, []);

  const address = location.pathname + location.search;
  useEffect(() => {
    const { updateSession, updateApplication } = useAppStore.getState();
    updateSession({ location: address, currentLink: location.pathname === HOME_PATH ? address : undefined });
    updateApplication({ initFlag: true });
    const timer = setTimeout(() => void checkMallSession(address), SESSION_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location.key, location.pathname, address]);

  return null;
}

/** Lets the start-up run again (tests only; a page load starts it once). */
export function resetSessionEffects(): void {
  started = false;
}

export default SessionEffects;
