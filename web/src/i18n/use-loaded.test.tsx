/**
 * The helper is also checked where its fault showed: the walk opens the application form in English (walk-examples),
 * which failed with React error #520 while the screens skipped `use` once the texts had arrived. Here: it suspends,
 * then renders; and a piece at hand never suspends.
 */
import { Suspense, startTransition, useCallback, useSyncExternalStore } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { useLoaded } from "./use-loaded";

afterEach(cleanup);

const subscribe = () => () => undefined;

describe("useLoaded", () => {
  it("suspends until the piece has loaded, then renders, with no complaint from React about use() or the order of hooks", async () => {
    // as a navigation renders a route: in a transition, outside act, so React waits on the promise and replays
    const actEnvironment = Reflect.get(globalThis, "IS_REACT_ACT_ENVIRONMENT");
    Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", false);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let ready = false;
    const pending = new Promise<void>((resolve) =>
      setTimeout(() => {
        ready = true;
        resolve();
      }, 20),
    );
    // hooks before and after, as useMessages has them (the locale's store, the translate callback)
    function Texts() {
      const locale = useSyncExternalStore(subscribe, () => "en");
      useLoaded("piece A", ready, () => pending);
      const say = useCallback(() => "loaded", []);
      return <p lang={locale}>{say()}</p>;
    }
    const host = document.body.appendChild(document.createElement("div"));
    const root = createRoot(host);
    startTransition(() =>
      root.render(
        <Suspense fallback={<p>waiting</p>}>
          <Texts />
        </Suspense>,
      ),
    );
    await waitFor(() => expect(host.textContent).toBe("loaded"));
    root.unmount();
    host.remove();
    Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", actEnvironment);
    const said = errors.mock.calls.map((call) => call.map(String).join(" "));
    errors.mockRestore();
    expect(said.filter((line) => /use\(\)|order of Hooks|uncached promise/.test(line))).toEqual([]);
  });

  it("renders at once, never suspending, once the piece is at hand", () => {
    function Texts() {
      useLoaded("piece B", true, () => new Promise<void>(() => undefined));
      return <p>loaded</p>;
    }
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Texts />
      </Suspense>,
    );
    expect(screen.getByText("loaded")).toBeTruthy();
  });
});
