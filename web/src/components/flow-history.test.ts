import { beforeEach, describe, expect, it } from "vitest";
import { finishFlow, isFinishedStep, recordFlowStep } from "./flow-history";

beforeEach(() => window.sessionStorage.clear());

describe("a flow's steps leave history when it finishes (H3)", () => {
  it("a recorded step is finished only once its flow finishes", () => {
    recordFlowStep("invoiceRequest", "lookup");
    recordFlowStep("invoiceRequest", "result");
    expect(isFinishedStep("lookup")).toBe(false);
    finishFlow("invoiceRequest");
    expect(isFinishedStep("lookup")).toBe(true);
    expect(isFinishedStep("result")).toBe(true);
    expect(isFinishedStep("centre")).toBe(false);
  });

  it("finishing one flow leaves another's steps alone; a finished flow starts afresh", () => {
    recordFlowStep("invoiceRequest", "lookup");
    recordFlowStep("other", "step");
    finishFlow("invoiceRequest");
    expect(isFinishedStep("step")).toBe(false);
    recordFlowStep("invoiceRequest", "lookup2");
    expect(isFinishedStep("lookup2")).toBe(false);
    finishFlow("other");
    expect(isFinishedStep("step")).toBe(true);
    expect(isFinishedStep("lookup2")).toBe(false);
  });

  it("a broken record is no record (never a throw)", () => {
    window.sessionStorage.setItem("micromall.flowSteps", "{not json");
    expect(isFinishedStep("lookup")).toBe(false);
    window.sessionStorage.setItem("micromall.flowStepsDone", "{not json");
    expect(isFinishedStep("lookup")).toBe(false);
    window.sessionStorage.setItem("micromall.flowSteps", JSON.stringify({ invoiceRequest: [1, "a"] }));
    window.sessionStorage.setItem("micromall.flowStepsDone", JSON.stringify("x"));
    finishFlow("invoiceRequest");
    expect(isFinishedStep("a")).toBe(true);
  });
});
