import { afterEach, describe, expect, it, vi } from "vitest";
import { openDocument } from "./document-file";

afterEach(() => vi.restoreAllMocks());

/** The links the page clicks (their download name and target), instead of following them. */
function clickedLinks(): { download: string; target: string }[] {
  const clicked: { download: string; target: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ download: this.download, target: this.target });
  });
  return clicked;
}

describe("openDocument (F17: the page says truly what happened)", () => {
  it("saves a file carried in the answer and says it was downloaded", () => {
    const clicked = clickedLinks();
    expect(openDocument("data:application/pdf;base64,JVBERi0=", "P1.pdf")).toBe("downloaded");
    expect(clicked).toEqual([{ download: "P1.pdf", target: "" }]);
  });

  it("opens the insurer's page of the file in a new page and says it was opened", () => {
    const clicked = clickedLinks();
    expect(openDocument("https://insurer.example/ep/P1.pdf", "P1.pdf")).toBe("opened");
    expect(clicked).toEqual([{ download: "", target: "_blank" }]);
  });
});
