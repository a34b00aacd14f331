import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { UNSAFE_createMemoryHistory, Router } from "react-router-dom";
import { Link } from "./Link";

function renderAt(path: string, link: React.ReactNode) {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  render(
    <Router basename="/micromall" location={history.location} navigator={history}>
      {link}
    </Router>,
  );
  return history;
}

describe("Link (the mall's in-app link)", () => {
  it("is a link named by its text, whose address carries the base path, and a tap opens it in the app", () => {
    const history = renderAt("/micromall/home", <Link to="/productList?category=car">车险</Link>);
    const link = screen.getByRole("link", { name: "车险" });
    expect(link.getAttribute("href")).toBe("/micromall/productList?category=car");
    fireEvent.click(link);
    expect(history.location.pathname).toBe("/micromall/productList");
    expect(history.location.search).toBe("?category=car");
    expect(history.index).toBe(1);
  });

  it("replaces the entry when asked, and for a link to the address already shown", () => {
    const history = renderAt("/micromall/home", (
      <>
        <Link to="/home">首页</Link>
        <Link to="/login" replace state={{ from: "/home" }}>
          登录
        </Link>
      </>
    ));
    fireEvent.click(screen.getByRole("link", { name: "首页" }));
    expect(history.index).toBe(0);
    fireEvent.click(screen.getByRole("link", { name: "登录" }));
    expect(history.index).toBe(0);
    expect(history.location.pathname).toBe("/micromall/login");
    expect(history.location.state).toEqual({ from: "/home" });
  });

  it("leaves a tap with a modifier key, another button or another target to the browser, and a prevented one alone", () => {
    const history = renderAt("/micromall/home", (
      <>
        <Link to="/a">甲</Link>
        <Link to="/b" target="_blank">
          乙
        </Link>
        <Link to="/c" onClick={(event) => event.preventDefault()}>
          丙
        </Link>
      </>
    ));
    fireEvent.click(screen.getByRole("link", { name: "甲" }), { ctrlKey: true });
    fireEvent.click(screen.getByRole("link", { name: "甲" }), { button: 1 });
    fireEvent.click(screen.getByRole("link", { name: "乙" }));
    fireEvent.click(screen.getByRole("link", { name: "丙" }));
    expect(history.location.pathname).toBe("/micromall/home");
    expect(history.index).toBe(0);
  });
});
