/**
 * The shell's navigation behaviours (spec §2 route meta and "After each navigation", §4 "Navigation and
 * flags"), driven through the memory router with the real UI host. Most tests use a stand-in route table (the
 * same `createRoutes` factory as production) so each behaviour is seen in isolation; the last block uses the
 * real table and screens.
 */
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type ComponentType } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { messageBox, resetLoading } from "../ui";
import { setLocale } from "../i18n";
import { usePageTitle } from "../components/route-title";
import { EDIT_PERSON_META, NEW_ADDRESS_META } from "../features/account/routes";
import { renderApp } from "../test/render-app";
import { setScrollLimit, setWindowScroll } from "../test/setup";
import { CHUNK_RETRY_PREFIX } from "./chunk-retry";
import { routeMeta, type AppRoute, type RouteMeta } from "../components/routing";
import { finishFlow, useFlowStep } from "../components/flow-history";
import { ROUTES } from "./routes";

/** A stand-in page: a heading with its name (and, for some, a text field); its title from the real route's table. */
function standIn(name: string, meta: Partial<Omit<RouteMeta, "title" | "titles" | "editTitle">> = {}, Component?: ComponentType): AppRoute {
  const Page: ComponentType = Component ?? (() => <h1>{name}</h1>);
  const real = ROUTES.find((route) => route.path === `/${name}`);
  if (real === undefined) throw new Error(`no route /${name} in the table`);
  return { path: `/${name}`, meta: routeMeta(real.meta.titles, `route.${name}`, meta), load: async () => ({ default: Page }) };
}

function TypingPage({ name }: { name: string }) {
  const [value, setValue] = useState("");
  return (
    <>
      <h1>{name}</h1>
      <label>
        备注
        <input value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
    </>
  );
}

const TABLE: readonly AppRoute[] = [
  standIn("home", { keepAlive: true, isShare: true }, () => <TypingPage name="home" />),
  standIn("productList", { keepAlive: true, isShare: true, isLoading: true }),
  standIn("login"),
  standIn("register", {}, () => <TypingPage name="register" />),
  standIn("shopset", { requireAuth: true }),
  standIn("errors", { allowBack: false }),
  standIn("error"),
];

const heading = (name: string) => screen.findByRole("heading", { level: 1, name });
// Title, share and store updates happen in passive Effects, which may run just after findBy… resolves: those
// checks wait with vi.waitFor.

// The machine is shared (2 cores, several test runs at once): allow for a slow first transform of a screen.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.useRealTimers();
  resetLoading();
});

describe("page title", () => {
  test("comes from the route meta on each navigation", async () => {
    const app = renderApp("/home", { table: TABLE });
    await heading("home");
    await vi.waitFor(() => expect(document.title).toBe("首页"));
    await app.navigate("/login");
    await heading("login");
    await vi.waitFor(() => expect(document.title).toBe("登录"));
  });

  // Issue 20 item 9, customer report 3 H6: a screen that serves adding and editing is titled by what it does, in
  // the document title and the header alike (the screens read their header title with usePageTitle).
  test("follows the mode of a screen that serves adding and editing, in the header and the document, in both languages", async () => {
    // the real metas (logged out here, so without the login requirement) and the screens' header title
    const editor = (path: string, meta: RouteMeta): AppRoute => {
      function EditorScreen() {
        return <h1>{usePageTitle(meta)}</h1>;
      }
      return { path, meta: { ...meta, requireAuth: false }, load: async () => ({ default: EditorScreen }) };
    };
    const table = [...TABLE, editor("/editPerson", EDIT_PERSON_META), editor("/newaddress", NEW_ADDRESS_META)];
    const app = renderApp("/home", { table });
    await heading("home");
    const titled = async (to: string, title: string) => {
      await app.navigate(to);
      await heading(title);
      await vi.waitFor(() => expect(document.title).toBe(title));
    };
    try {
      await titled("/editPerson", "添加联系人");
      await titled("/editPerson?contactId=C1", "编辑联系人");
      await titled("/editPerson?contactId=", "添加联系人");
      await titled("/newaddress", "添加地址");
      await titled("/newaddress?addressId=A1", "编辑地址");
      act(() => setLocale("en"));
      await heading("Edit address");
      await vi.waitFor(() => expect(document.title).toBe("Edit address"));
      await titled("/newaddress", "Add address");
      await titled("/editPerson?contactId=C1", "Edit contact");
      await titled("/editPerson", "Add contact");
    } finally {
      act(() => setLocale("zh-CN"));
    }
  });
});

describe("loading indicator", () => {
  test("is on for an isLoading route and off 1000 ms after the navigation", async () => {
    const app = renderApp("/home", { table: TABLE });
    await heading("home");
    expect(screen.queryByRole("status", { name: "加载中..." })).toBeNull();

    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await app.navigate("/productList");
    expect(screen.getByRole("heading", { name: "productList" })).toBeTruthy();
    expect(screen.getByRole("status", { name: "加载中..." })).toBeTruthy();
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole("status", { name: "加载中..." })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("status", { name: "加载中..." })).toBeNull();
  });

  test("stays off on a route without isLoading", async () => {
    const app = renderApp("/home", { table: TABLE });
    await heading("home");
    await app.navigate("/login");
    await heading("login");
    expect(screen.queryByRole("status", { name: "加载中..." })).toBeNull();
  });
});

describe("message boxes", () => {
  test("an open message box closes on navigation", async () => {
    const app = renderApp("/home", { table: TABLE });
    await heading("home");
    let answer: Promise<string | null> = Promise.resolve("not opened");
    act(() => {
      answer = messageBox({ message: "确认离开？", actions: [{ label: "确定", value: "yes", primary: true }] });
    });
    // The message box's view is a lazy module: its first import in a busy worker may take a few seconds.
    expect(await screen.findByRole("dialog", undefined, { timeout: 10_000 })).toBeTruthy();

    await app.navigate("/login");
    await heading("login");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(await answer).toBeNull();
  });
});

describe("scroll", () => {
  test("goes to the top on ordinary pages and back to the previous position on /home", async () => {
    const app = renderApp("/home", { table: TABLE });
    await heading("home");
    act(() => setWindowScroll(600));

    await app.navigate("/login");
    await heading("login");
    expect(window.scrollY).toBe(0);
    act(() => setWindowScroll(250));

    await app.navigate("/home");
    await heading("home");
    expect(window.scrollY).toBe(600);

    await app.navigate("/login");
    await heading("login");
    expect(window.scrollY).toBe(0);
  });

  test("the entry / lands on /home at its remembered position", async () => {
    const app = renderApp("/", { table: TABLE });
    await heading("home");
    expect(app.address()).toBe("/home");
    expect(window.scrollY).toBe(0);
  });

  test("a restored page that is short for a moment gets its position once it has grown back", async () => {
    let layoutChanged = () => {};
    const observeLayout = (callback: () => void) => {
      layoutChanged = callback;
      return () => {};
    };
    const app = renderApp("/home", { table: TABLE, effects: { observeLayout } });
    await heading("home");
    act(() => setWindowScroll(600));
    await app.navigate("/login");
    await heading("login");

    // Home refreshes its list on return: for a moment the document is too short for 600 px.
    setScrollLimit(0);
    await app.navigate("/home");
    await heading("home");
    expect(window.scrollY).toBe(0);
    act(() => {
      setScrollLimit(null);
      layoutChanged();
    });
    expect(window.scrollY).toBe(600);
  });

  test("the customer's own scrolling ends a pending restoration", async () => {
    let layoutChanged = () => {};
    const observeLayout = (callback: () => void) => {
      layoutChanged = callback;
      return () => {};
    };
    const app = renderApp("/home", { table: TABLE, effects: { observeLayout } });
    await heading("home");
    act(() => setWindowScroll(600));
    await app.navigate("/login");
    await heading("login");
    setScrollLimit(100);
    await app.navigate("/home");
    await heading("home");
    act(() => {
      window.dispatchEvent(new Event("touchstart"));
      setWindowScroll(40);
      setScrollLimit(null);
      layoutChanged();
    });
    expect(window.scrollY).toBe(40);
  });

  test("a keep-alive page gets its own position back", async () => {
    const app = renderApp("/productList", { table: TABLE });
    await heading("productList");
    act(() => setWindowScroll(420));
    await app.navigate("/login");
    await heading("login");
    expect(window.scrollY).toBe(0);
    await app.navigate("/productList");
    await heading("productList");
    expect(window.scrollY).toBe(420);
  });
});

describe("requireAuth", () => {
  function protectedTable(render: () => void): readonly AppRoute[] {
    return TABLE.map((route) =>
      route.path === "/shopset"
        ? standIn("shopset", { requireAuth: true }, () => {
            render();
            return <h1>shopset</h1>;
          })
        : route,
    );
  }

  test("without loginStatus the protected screen never renders and login remembers the target", async () => {
    const rendered = vi.fn();
    const app = renderApp("/shopset?tab=2", { table: protectedTable(rendered) });
    await heading("login");
    expect(app.address()).toBe("/login?redirect=%2Fshopset%3Ftab%3D2");
    expect(new URLSearchParams(app.address().split("?")[1]).get("redirect")).toBe("/shopset?tab=2");
    expect(rendered).not.toHaveBeenCalled();
  });

  test("an in-app navigation to a protected page goes to login too", async () => {
    const rendered = vi.fn();
    const app = renderApp("/home", { table: protectedTable(rendered) });
    await heading("home");
    await app.navigate("/shopset");
    await heading("login");
    expect(app.address()).toBe("/login?redirect=%2Fshopset");
    expect(rendered).not.toHaveBeenCalled();
  });

  test("with loginStatus 1 the protected screen renders", async () => {
    sessionStorage.setItem("loginStatus", "1");
    const rendered = vi.fn();
    const app = renderApp("/shopset", { table: protectedTable(rendered) });
    await heading("shopset");
    expect(app.address()).toBe("/shopset");
    expect(rendered).toHaveBeenCalled();
  });

  test("loginStatus other than 1 does not count as logged in", async () => {
    sessionStorage.setItem("loginStatus", "0");
    const app = renderApp("/shopset", { table: TABLE });
    await heading("login");
    expect(app.address()).toBe("/login?redirect=%2Fshopset");
  });
});

describe("login pages and a logged-in customer (customer report 2, G4)", () => {
  test("a link to a login page goes on to its target instead of showing the form", async () => {
    sessionStorage.setItem("loginStatus", "1");
    const app = renderApp("/home", { table: TABLE });
    await heading("home");
    await app.navigate("/register?redirect=%2Fshopset");
    await heading("shopset");
    expect(app.address()).toBe("/shopset");
  });

  test("back onto an old login entry shows its target in that entry's place, and the next back goes on", async () => {
    const app = renderApp("/home", { table: TABLE });
    await heading("home");
    await app.navigate("/login?redirect=%2FproductList");
    await heading("login");
    await app.navigate("/productList");
    await heading("productList");
    sessionStorage.setItem("loginStatus", "1");
    await app.navigate(-1);
    await heading("productList");
    expect(app.address()).toBe("/productList");
    await app.navigate(-1);
    await heading("home");
    expect(screen.queryByRole("heading", { level: 1, name: "login" })).toBeNull();
  });

  test("logged out, the login pages show as ever", async () => {
    const app = renderApp("/login?redirect=%2Fshopset", { table: TABLE });
    await heading("login");
    expect(app.address()).toBe("/login?redirect=%2Fshopset");
  });
});

describe("allowBack", () => {
  test("back is blocked on a page with allowBack false, links still work", async () => {
    const app = renderApp("/home", { table: TABLE });
    await heading("home");
    await app.navigate("/errors");
    await heading("errors");

    await app.navigate(-1);
    await heading("errors");
    expect(app.address()).toBe("/errors");
    expect(screen.queryByRole("heading", { name: "home" })).toBeNull();

    await app.navigate("/login");
    await heading("login");
  });

  test("back works on a page that allows it", async () => {
    const app = renderApp("/login", { table: TABLE });
    await heading("login");
    await app.navigate("/register");
    await heading("register");
    await app.navigate(-1);
    await heading("login");
    expect(app.address()).toBe("/login");
  });
});

describe("a finished flow's steps (components/flow-history.ts, H3)", () => {
  function Step() {
    useFlowStep("probe");
    return <h1>register</h1>;
  }
  const table: readonly AppRoute[] = [...TABLE.filter((route) => route.path !== "/register"), standIn("register", {}, Step)];

  test("back passes over a step once its flow is finished, and shows it while the flow runs", async () => {
    const app = renderApp("/home", { table });
    await heading("home");
    await app.navigate("/register");
    await heading("register");
    await app.navigate("/login");
    await heading("login");
    await app.navigate(-1);
    await heading("register"); // the flow runs: its step shows again
    await app.navigate("/login");
    await heading("login");

    finishFlow("probe");
    const shown: string[] = [];
    const seen = new MutationObserver(() => shown.push(...screen.queryAllByRole("heading", { level: 1 }).map((h) => h.textContent ?? "")));
    seen.observe(document.body, { childList: true, subtree: true });
    await app.navigate(-1);
    await heading("home");
    seen.disconnect();
    expect(app.address()).toBe("/home");
    expect(shown).not.toContain("register");
  });

  // Customer rehearsal 5: 我的理赔 → 在线报案 → 报案已提交 → 查看我的理赔 (which replaces the done page) left two
  // 我的理赔 entries in a row, and the first back "did nothing". A back never shows the address it leaves.
  test("back passes over an entry at the address it leaves (a done page's link that led to where the flow began)", async () => {
    const app = renderApp("/home", { table });
    await heading("home");
    await app.navigate("/login");
    await heading("login");
    await app.navigate("/register");
    await heading("register");
    await act(async () => app.history.replace("/micromall/login"));
    await heading("login");
    await app.navigate(-1);
    await heading("home");
    expect(app.address()).toBe("/home");
  });

  test("a back to another address, or to the same path with other parameters, stops there", async () => {
    const app = renderApp("/home", { table });
    await heading("home");
    await app.navigate("/login?redirect=%2Fshopset");
    await heading("login");
    await app.navigate("/login");
    await heading("login");
    await app.navigate(-1);
    await vi.waitFor(() => expect(app.address()).toBe("/login?redirect=%2Fshopset"));
    await app.navigate(-1);
    await heading("home");
  });
});

describe("share menu", () => {
  test("the share adapter gets each page's isShare", async () => {
    const applyShare = vi.fn();
    const app = renderApp("/home", { table: TABLE, effects: { applyShare } });
    await heading("home");
    await vi.waitFor(() => expect(applyShare).toHaveBeenLastCalledWith(true));
    await app.navigate("/login");
    await heading("login");
    await vi.waitFor(() => expect(applyShare).toHaveBeenLastCalledWith(false));
    expect(applyShare).toHaveBeenCalledTimes(2);
  });
});

describe("keep-alive", () => {
  test("a keep-alive page keeps what the customer typed when they leave and come back", async () => {
    const user = userEvent.setup();
    const app = renderApp("/home", { table: TABLE });
    await heading("home");
    await user.type(screen.getByRole("textbox", { name: "备注" }), "车险续保");

    await app.navigate("/login");
    await heading("login");
    expect(screen.queryByRole("textbox", { name: "备注" })).toBeNull();

    await app.navigate("/home");
    await heading("home");
    expect((screen.getByRole("textbox", { name: "备注" }) as HTMLInputElement).value).toBe("车险续保");
  });

  test("a page without keepAlive starts afresh", async () => {
    const user = userEvent.setup();
    const app = renderApp("/register", { table: TABLE });
    await heading("register");
    await user.type(screen.getByRole("textbox", { name: "备注" }), "张三");
    await app.navigate("/login");
    await heading("login");
    await app.navigate("/register");
    await heading("register");
    expect((screen.getByRole("textbox", { name: "备注" }) as HTMLInputElement).value).toBe("");
  });
});

describe("unknown addresses (issue 8 point 5)", () => {
  test("an unknown entry address shows the not-found page: what was asked, home, the products, its title", async () => {
    const user = userEvent.setup();
    const app = renderApp("/no-such-page?from=sms", { table: TABLE });
    await heading("页面不存在");
    expect(app.address()).toBe("/no-such-page?from=sms");
    expect(screen.getByText("/no-such-page?from=sms")).toBeTruthy();
    await vi.waitFor(() => expect(document.title).toBe("页面不存在"));
    expect(screen.getByRole("link", { name: "浏览保险产品" }).getAttribute("href")).toBe("/micromall/productList");
    await user.click(screen.getByRole("link", { name: "返回首页" }));
    await heading("home");
    expect(app.address()).toBe("/home");
  });

  test("the entry path still goes to /home", async () => {
    const app = renderApp("/", { table: TABLE });
    await heading("home");
    expect(app.address()).toBe("/home");
  });

  test("the entry keeps its query (the data source) on the way to /home", async () => {
    const app = renderApp("/?source=h5project&shopId=S01", { table: TABLE });
    await heading("home");
    expect(app.address()).toBe("/home?source=h5project&shopId=S01");
  });

  test("an unknown in-app address shows the not-found page at that address", async () => {
    const app = renderApp("/home", { table: TABLE });
    await heading("home");
    await app.navigate("/policyGas");
    await heading("页面不存在");
    expect(app.address()).toBe("/policyGas");
    expect(screen.getByText("/policyGas")).toBeTruthy();
  });
});

describe("chunk-load failure", () => {
  const chunkError = () => new TypeError("Failed to fetch dynamically imported module");

  function tableWithHome(load: AppRoute["load"]): readonly AppRoute[] {
    return TABLE.map((route) => (route.path === "/home" ? { ...route, load } : route));
  }

  test("loads the pending address again once, and the fresh page shows the screen", async () => {
    const reloadDocument = vi.fn();
    const first = renderApp("/home?from=ad", {
      table: tableWithHome(() => Promise.reject(chunkError())),
      effects: { reloadDocument },
    });
    await vi.waitFor(() => expect(reloadDocument).toHaveBeenCalledTimes(1));
    expect(reloadDocument).toHaveBeenCalledWith("/micromall/home?from=ad");
    expect(screen.queryByRole("button", { name: "重新加载" })).toBeNull();
    expect(sessionStorage.getItem(`${CHUNK_RETRY_PREFIX}/home`)).not.toBeNull();

    // The fresh document (same tab, so the same sessionStorage) loads the chunk.
    first.unmount();
    renderApp("/home?from=ad", { table: TABLE, effects: { reloadDocument } });
    await heading("home");
    expect(reloadDocument).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(`${CHUNK_RETRY_PREFIX}/home`)).toBeNull();
  });

  test("a second failure shows the error screen instead of reloading again", async () => {
    const user = userEvent.setup();
    const reloadDocument = vi.fn();
    const failing = tableWithHome(() => Promise.reject(chunkError()));
    const first = renderApp("/home", { table: failing, effects: { reloadDocument } });
    await vi.waitFor(() => expect(reloadDocument).toHaveBeenCalledTimes(1));
    first.unmount();

    const second = renderApp("/home", { table: failing, effects: { reloadDocument } });
    const reload = await screen.findByRole("button", { name: "重新加载" });
    expect(reloadDocument).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("link", { name: "返回首页" })).toBeTruthy();

    await user.click(reload);
    expect(reloadDocument).toHaveBeenCalledTimes(2);
    expect(reloadDocument).toHaveBeenLastCalledWith("/micromall/home");
    second.unmount();
  });

  test("an in-app navigation whose chunk fails is retried with a fresh load of that address", async () => {
    const reloadDocument = vi.fn();
    const table = TABLE.map((route) =>
      route.path === "/login" ? { ...route, load: () => Promise.reject(chunkError()) } : route,
    );
    const app = renderApp("/home", { table, effects: { reloadDocument } });
    await heading("home");
    await app.navigate("/login?step=1");
    await vi.waitFor(() => expect(reloadDocument).toHaveBeenCalledWith("/micromall/login?step=1"));
  });
});

describe("with the real route table and screens", () => {
  // Real screens are transformed on first import; on a busy machine that takes longer than findBy's 1 s.
  const SLOW = { timeout: 10_000 };

  test("a logged-out customer opening the personal centre sees the login screen, which knows where to go next", async () => {
    const app = renderApp("/personalCenter");
    expect(await screen.findByRole("heading", { level: 1, name: "登录" }, SLOW)).toBeTruthy();
    expect(app.address()).toBe("/login?redirect=%2FpersonalCenter");
    await vi.waitFor(() => expect(document.title).toBe("登录"));
    expect(screen.queryByRole("heading", { level: 1, name: "个人中心" })).toBeNull();
  });

  test("a link to an address the mall does not have shows the not-found page with its title", async () => {
    const app = renderApp("/elderModel");
    await screen.findByRole("heading", { level: 1, name: "长辈版" }, SLOW);
    await app.navigate("/policyGasOld");
    expect(await screen.findByRole("heading", { level: 1, name: "页面不存在" }, SLOW)).toBeTruthy();
    expect(screen.getByText("/policyGasOld")).toBeTruthy();
    expect(screen.getByRole("link", { name: "返回首页" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "浏览保险产品" })).toBeTruthy();
    await vi.waitFor(() => expect(document.title).toBe("页面不存在"));
  });
});
