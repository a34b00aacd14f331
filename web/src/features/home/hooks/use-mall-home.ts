/** The mall home content (pageInitMall): banners, product entries and service entries. */
import type { MallHome } from "@micromall/domain";
import { useGatewayQuery, type GatewayQuery } from "../../../gateway/hooks";

const NO_PAYLOAD = {};

/** pageInitMall, loaded when the home screen mounts. */
export function useMallHome(): GatewayQuery<MallHome> {
  return useGatewayQuery("pageInitMall", NO_PAYLOAD);
}
