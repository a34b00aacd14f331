import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { WholeNumbers } from "./WholeNumbers";

describe("WholeNumbers", () => {
  it("wraps each number run in a nowrap span and leaves the words as text", () => {
    const { container } = render(
      <p>
        <WholeNumbers text="周一至周日 09:00-18:00" />
      </p>,
    );
    expect(container.textContent).toBe("周一至周日 09:00-18:00");
    expect([...container.querySelectorAll("span.mm-nowrap")].map((span) => span.textContent)).toEqual(["09:00-18:00"]);
  });
});
