import { beforeEach, describe, expect, it } from "vitest";
import { MutationObserver } from "@tanstack/react-query";
import { createQueryClient } from "../../../gateway/query-client";
import { logInAsDemo, startMockGateway } from "../../test-support/mock-gateway";
import { resetBrowserState } from "../../test-support/reset";
import { logoutMutation, prefetchUserInfo, userInfoQuery } from "./user-queries";

startMockGateway();
beforeEach(resetBrowserState);

describe("the customer's server state", () => {
  it("prefetches nothing while logged out, and the summary once logged in", async () => {
    const client = createQueryClient();
    expect(prefetchUserInfo(client).cached).toBe(false);
    expect(client.getQueryCache().getAll()).toHaveLength(0);

    const user = await logInAsDemo();
    await prefetchUserInfo(client).settled;
    expect(client.getQueryData(userInfoQuery(user.mallId).queryKey)?.counts).toBeDefined();
    expect(prefetchUserInfo(client).cached).toBe(true);
  });

  it("logging out through the mutation removes the customer's answers, whatever the gateway says", async () => {
    const user = await logInAsDemo();
    const client = createQueryClient();
    await client.prefetchQuery(userInfoQuery(user.mallId));
    expect(client.getQueryData(userInfoQuery(user.mallId).queryKey)).toBeDefined();

    await new MutationObserver(client, logoutMutation(client)).mutate({ mallId: user.mallId });
    expect(client.getQueryData(userInfoQuery(user.mallId).queryKey)).toBeUndefined();
  });
});
