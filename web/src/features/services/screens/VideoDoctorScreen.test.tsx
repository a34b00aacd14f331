import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { gatewayHandler } from "../../../gateway/test-server";
import { logInAsDemo, startMockGateway } from "../../test-support/mock-gateway";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import CareVoiceScreen from "./CareVoiceScreen";
import VideoDoctorScreen from "./VideoDoctorScreen";

vi.setConfig({ testTimeout: 20_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);

describe("/videoDoctor", () => {
  it("says what the service is and who provides it, then hands over to the partner's https page", async () => {
    await logInAsDemo();
    // a real gateway answers the partner's page (https)
    server.use(gatewayHandler("tokenAndRight", { data: { token: "vt_1", url: "https://video-doctor.partner.example.cn/consult?token=vt_1" } }));
    renderScreen(VideoDoctorScreen, { path: "/videoDoctor" });
    expect(screen.getByRole("heading", { name: "服务介绍" })).toBeTruthy();
    expect(screen.getByText(/服务提供方：/)).toBeTruthy();
    const link = await screen.findByRole("link", { name: "进入视频医生" });
    expect(link.getAttribute("href")).toMatch(/^https:\/\/video-doctor\.partner\.example\.cn\/consult\?token=vt_/);
    expect(link.getAttribute("target")).toBeNull();
    expect(screen.getByText(/点击返回即可回到商城/)).toBeTruthy();
  });

  it.each(["http://video-doctor.partner.example.cn/consult?token=t", "javascript:alert(1)", "//evil.example/x", "data:text/html,x"])(
    "refuses a handover link that is neither same-origin nor https: %s",
    async (url) => {
      await logInAsDemo();
      server.use(gatewayHandler("tokenAndRight", { data: { token: "t", url } }));
      renderScreen(VideoDoctorScreen, { path: "/videoDoctor" });
      expect(await screen.findByRole("alert")).toHaveProperty("textContent", expect.stringContaining("已为您拦截"));
      expect(screen.queryByRole("link", { name: "进入视频医生" })).toBeNull();
      expect(screen.getByRole("link", { name: "拨打客服热线 95518" }).getAttribute("href")).toBe("tel:95518");
    },
  );

  it("follows a same-origin link into the mall", async () => {
    await logInAsDemo();
    server.use(gatewayHandler("tokenAndRight", { data: { token: "t", url: "/micromall/serviceIndex" } }));
    renderScreen(VideoDoctorScreen, { path: "/videoDoctor" });
    const link = await screen.findByRole("link", { name: "进入视频医生" });
    expect(link.getAttribute("href")).toBe(`${window.location.origin}/micromall/serviceIndex`);
  });

  it("explains the gateway's refusal on the page", async () => {
    await logInAsDemo();
    server.use(gatewayHandler("tokenAndRight", { status: 0, resultMsg: "服务维护中", data: null }));
    renderScreen(VideoDoctorScreen, { path: "/videoDoctor" });
    expect(await screen.findByText("服务暂时无法打开：服务维护中")).toBeTruthy();
  });

  it("offers a retry when the link cannot be fetched", async () => {
    await logInAsDemo();
    server.useScenario("http-500", { call: "tokenAndRight" });
    renderScreen(VideoDoctorScreen, { path: "/videoDoctor" });
    expect(await screen.findByRole("button", { name: "重新加载" })).toBeTruthy();
  });

  it("in the mock world, opens the partners' stand-in page of the mall's own origin", async () => {
    await logInAsDemo();
    renderScreen(VideoDoctorScreen, { path: "/videoDoctor" });
    const link = new URL((await screen.findByRole("link", { name: "进入视频医生" })).getAttribute("href") ?? "");
    expect(link.origin).toBe(window.location.origin);
    expect(`${link.pathname}?${link.searchParams.get("service")}`).toBe("/micromall/partner-demo.html?doctor");
  });

  it("asks a visitor to log in first, and still says what the service is", () => {
    renderScreen(VideoDoctorScreen, { path: "/videoDoctor" });
    expect(screen.getByRole("heading", { name: "服务介绍" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "去登录" }).getAttribute("href")).toBe(`/login?redirect=${encodeURIComponent("/videoDoctor")}`);
  });
});

describe("/careVoice", () => {
  it("hands over to the care-voice partner's https page", async () => {
    await logInAsDemo();
    server.use(gatewayHandler("careVoice", { data: { url: "https://care-voice.partner.example.cn/sso?token=cv_1" } }));
    renderScreen(CareVoiceScreen, { path: "/careVoice" });
    const link = await screen.findByRole("link", { name: "进入关爱之声" });
    expect(link.getAttribute("href")).toMatch(/^https:\/\/care-voice\.partner\.example\.cn\/sso\?token=cv_/);
  });

  it("refuses an http link of another host", async () => {
    await logInAsDemo();
    server.use(gatewayHandler("careVoice", { data: { url: "http://care-voice.partner.example.cn/sso?token=x" } }));
    renderScreen(CareVoiceScreen, { path: "/careVoice" });
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", expect.stringContaining("已为您拦截"));
    expect(screen.queryByRole("link", { name: "进入关爱之声" })).toBeNull();
  });
});
