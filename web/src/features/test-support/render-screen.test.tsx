import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router-dom";
import { Link } from "../../ui/Link";
import { landedText, renderScreens } from "./render-screen";

function First() {
  const state: unknown = useLocation().state;
  return (
    <>
      <p>first:{typeof state === "string" ? state : "none"}</p>
      <Link to="/second">next</Link>
    </>
  );
}

function Second() {
  return <p>second</p>;
}

describe("renderScreens", () => {
  it("opens the first address with its state, follows navigations and tells how the router got there", async () => {
    const { router } = renderScreens({ "/first": First, "/second": Second }, { url: "/first?x=1", state: "handed" });
    expect(await screen.findByText("first:handed")).toBeTruthy();
    expect(router.state.location.search).toBe("?x=1");
    await userEvent.setup().click(screen.getByRole("link", { name: "next" }));
    expect(await screen.findByText("second")).toBeTruthy();
    expect(router.state.historyAction).toBe("PUSH");
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe("/first");
    expect(router.state.historyAction).toBe("POP");
    await router.navigate("/elsewhere", { replace: true });
    expect(router.state.historyAction).toBe("REPLACE");
    expect(await screen.findByText(landedText("/elsewhere"))).toBeTruthy();
  });
});
