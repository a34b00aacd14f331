import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Masked } from "./Masked";

describe("Masked", () => {
  it("masks by kind with domain's rules", () => {
    render(
      <ul>
        <li>
          <Masked kind="name" value="张小三" />
        </li>
        <li>
          <Masked kind="idNumber" value="110105194912310021" />
        </li>
        <li>
          <Masked kind="mobile" value="13800138000" />
        </li>
      </ul>,
    );
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["张*三", "1101**********0021", "138****8000"]);
  });

  it("never puts the unmasked value on the page", () => {
    const { container } = render(<Masked kind="idNumber" value="11010519491231002X" className="id" />);
    expect(container.innerHTML).not.toContain("19491231");
    expect(container.textContent).toBe("1101**********002X");
  });

  it("shows nothing for a missing value", () => {
    const { container } = render(<Masked kind="name" value={undefined} />);
    expect(container.textContent).toBe("");
  });
});
