import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Amount } from "./Amount";

describe("Amount", () => {
  it("shows ¥ and two decimals from domain's formatMoney, read as one text", () => {
    const { container } = render(<Amount value={1.005} />);
    expect(screen.getByText("¥1.01")).toBeTruthy();
    const visible = container.querySelector('[aria-hidden="true"]');
    expect(visible?.textContent).toBe("¥1.01");
  });

  it("carries a from / per-period label into the readable text", () => {
    render(
      <>
        <Amount value="99" suffix="起" />
        <Amount value={1200} prefix="from " />
        <Amount value={365} suffix="/年" />
      </>,
    );
    expect(screen.getByText("¥99.00起")).toBeTruthy();
    expect(screen.getByText("from ¥1200.00")).toBeTruthy();
    expect(screen.getByText("¥365.00/年")).toBeTruthy();
  });

  it("takes integer fen, puts a minus before ¥, and lets the screen word the readable text", () => {
    render(
      <>
        <Amount value={12345} unit="fen" />
        <Amount value={-3.456} />
        <Amount value={99} suffix="起" readableLabel="99.00元起" />
      </>,
    );
    expect(screen.getByText("¥123.45")).toBeTruthy();
    expect(screen.getByText("-¥3.46")).toBeTruthy();
    expect(screen.getByText("99.00元起")).toBeTruthy();
  });

  it("names a link that holds it", () => {
    render(
      <a href="/product/1">
        家财险 <Amount value={99} suffix="起" />
      </a>,
    );
    expect(screen.getByRole("link", { name: "家财险 ¥99.00起" })).toBeTruthy();
  });
});
