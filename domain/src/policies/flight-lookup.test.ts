import { describe, expect, it } from "vitest";
import { identityTypeName } from "../identity/index";
import { FLIGHT_LOOKUP_IDENTITY_TYPES, flightDelayBenefits } from "./flight-lookup";

describe("flight-delay lookup", () => {
  it("offers a traveller's documents, each a known type", () => {
    expect(FLIGHT_LOOKUP_IDENTITY_TYPES[0]).toBe("01");
    for (const code of FLIGHT_LOOKUP_IDENTITY_TYPES) expect(identityTypeName(code, "en")).not.toBe(code);
  });

  it("keeps the flight-delay benefits only, in order", () => {
    const benefits = [{ kind: "rescue", id: 1 }, { kind: "flightDelay", id: 2 }, { kind: "flightDelay", id: 3 }];
    expect(flightDelayBenefits(benefits).map((benefit) => benefit.id)).toEqual([2, 3]);
    expect(flightDelayBenefits([])).toEqual([]);
  });
});
