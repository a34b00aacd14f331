import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Spinner, SPINNER_SIZE } from "./Spinner";
import { SPINNER_GREY } from "./tokens";

describe("Spinner", () => {
  it("is 28 px and grey by default, an image named 加载中...", () => {
    render(<Spinner />);
    const spinner = screen.getByRole("img", { name: "加载中..." });
    expect(SPINNER_SIZE).toBe(28);
    expect(spinner.style.width).toBe("28px");
    expect(spinner.style.height).toBe("28px");
    expect(spinner.style.color).toBe("rgb(136, 136, 136)");
    expect(SPINNER_GREY).toBe("#888888");
  });
  it("takes a size, colour and label", () => {
    render(<Spinner size={40} color="#ff0000" label="提交中" />);
    const spinner = screen.getByRole("img", { name: "提交中" });
    expect(spinner.style.width).toBe("40px");
    expect(spinner.style.color).toBe("rgb(255, 0, 0)");
  });
  it("is hidden from assistive technology when decorative", () => {
    render(<Spinner decorative />);
    expect(screen.queryByRole("img")).toBeNull();
  });
});
