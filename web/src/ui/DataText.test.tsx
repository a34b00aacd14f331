import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DataSentence, DataText, fillWithData } from "./DataText";
import { Masked } from "./Masked";

describe("DataText", () => {
  it("marks a value as data in Chinese, in the element asked for", () => {
    render(
      <DataText as="h3" className="name">
        家庭自用汽车保险
      </DataText>,
    );
    const heading = screen.getByRole("heading", { name: "家庭自用汽车保险" });
    expect(heading.getAttribute("lang")).toBe("zh-CN");
    expect(heading.className).toBe("name");
  });

  it("renders nothing for an empty value", () => {
    const { container } = render(<DataText>{""}</DataText>);
    expect(container.innerHTML).toBe("");
  });
});

describe("DataSentence", () => {
  it("marks only the data of a sentence: the mall's words keep the page's language", () => {
    const { container } = render(
      <p>
        <DataSentence text="Insured: {name}, plate {plate}" data={{ name: "谢刚娟", plate: "粤B12345" }} />
      </p>,
    );
    expect(container.textContent).toBe("Insured: 谢刚娟, plate 粤B12345");
    const marked = Array.from(container.querySelectorAll('[lang="zh-CN"]')).map((element) => element.textContent);
    expect(marked).toEqual(["谢刚娟", "粤B12345"]);
  });

  it("leaves a placeholder without data as it is, and fills one used twice both times", () => {
    const pieces = fillWithData("{a} and {b} and {a}", { a: "甲" });
    const { container } = render(<p>{pieces}</p>);
    expect(container.textContent).toBe("甲 and {b} and 甲");
    expect(container.querySelectorAll('[lang="zh-CN"]')).toHaveLength(2);
  });
});

describe("Masked", () => {
  it("is data: a masked name is marked in Chinese", () => {
    render(<Masked kind="name" value="谢刚娟" />);
    expect(screen.getByText("谢*娟").getAttribute("lang")).toBe("zh-CN");
  });
});
