/**
 * /careVoice — the care-voice partner service: what it is, who provides it, then the handover link of
 * `sso/careVoice`, followed only when it is same-origin or https (domain's `handoverLink`). See
 * `PartnerHandover` for the decisions.
 */
import { useQuery } from "@tanstack/react-query";
import { useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { careVoiceQuery } from "../api/benefit-queries";
import { PartnerHandover } from "../components/benefits/PartnerHandover";
import { HANDOVER_MESSAGES } from "../components/benefits/handover.messages";

/** The care voice screen. */
export default function CareVoiceScreen() {
  const t = useMessages(HANDOVER_MESSAGES);
  const mallId = useAppStore((state) => state.mallId);
  const link = useQuery({ ...careVoiceQuery(mallId), enabled: mallId !== "" });
  return (
    <PartnerHandover
      title={t("careVoice.name")}
      name={t("careVoice.name")}
      intro={t("careVoice.intro")}
      points={[t("careVoice.point1"), t("careVoice.point2"), t("careVoice.point3")]}
      provider={t("careVoice.provider")}
      link={mallId === "" ? null : link}
    />
  );
}
