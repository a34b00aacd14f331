import { describe, expect, it } from "vitest";
import { onEachNavigation, signalNavigation } from "./navigation-signal";

describe("the navigation signal", () => {
  it("runs each registered listener per navigation until it unsubscribes", () => {
    const heard: string[] = [];
    const stopA = onEachNavigation(() => heard.push("a"));
    onEachNavigation(() => heard.push("b"));
    signalNavigation();
    stopA();
    signalNavigation();
    expect(heard).toEqual(["a", "b", "b"]);
  });
});
