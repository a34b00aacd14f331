import { parseGatewayLink } from "@micromall/domain";
import { describe, expect, test } from "vitest";
import { GATEWAY_LINK_HOSTS, hostList } from "./gateway-hosts";

describe("gateway link allow-lists", () => {
  test("a configured list is trimmed, lower-cased and drops empties; unset keeps the defaults", () => {
    expect(hostList(" Pay.Example.cn, ,docs.example.cn", ["x"])).toEqual(["pay.example.cn", "docs.example.cn"]);
    expect(hostList(undefined, ["x.example.cn"])).toEqual(["x.example.cn"]);
    expect(hostList("", ["x.example.cn"])).toEqual([]);
  });

  test("the default partner list admits the fixtures' partner pages and nothing else", () => {
    const partners = { hosts: GATEWAY_LINK_HOSTS.partners };
    for (const url of ["https://video-doctor.partner.example.cn/consult", "https://care-voice.partner.example.cn/sso", "https://kefu.weibao-demo.cn/chat?channel=micromall", "https://claims.partner-insurer.example/h5/claim"]) {
      expect(parseGatewayLink(url, partners), url).toMatchObject({ ok: true });
    }
    expect(parseGatewayLink("https://evil.example/x", partners)).toEqual({ ok: false, reason: "host" });
  });
});
