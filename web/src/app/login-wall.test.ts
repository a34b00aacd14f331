/**
 * The login wall's note for claims (domain's `CLAIM_ROUTES`, `loginWallNote`; customer rehearsal 5) covers every page
 * of the claims feature, so a claim page added to the table gets the note or fails here.
 */
import { describe, expect, it } from "vitest";
import { loginWallNote } from "@micromall/domain";
import { CLAIMS_ROUTES } from "../features/claims/routes";

describe("the claims login wall", () => {
  it("knows every page of the claims feature", () => {
    // /servicesQuery, the flight-delay benefit lookup, lives with the claims but is a service (spec §2 "Services")
    const paths = CLAIMS_ROUTES.map((route) => route.path).filter((path) => path !== "/servicesQuery");
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) expect(loginWallNote(path), path).toBe("claims");
  });
});
