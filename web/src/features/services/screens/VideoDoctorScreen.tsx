/**
 * /videoDoctor — the video doctor partner service: what it is, who provides it, then the handover link of
 * `tokenAndRight` (service DOCTOR), followed only when it is same-origin or https (domain's `handoverLink`).
 * See `PartnerHandover` for the decisions.
 */
import { useQuery } from "@tanstack/react-query";
import { useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { partnerLinkQuery } from "../api/benefit-queries";
import { PartnerHandover } from "../components/benefits/PartnerHandover";
import { HANDOVER_MESSAGES } from "../components/benefits/handover.messages";

/** The value-added service code of the video doctor (`valueAdd`). */
const DOCTOR = "DOCTOR";

/** The video doctor screen. */
export default function VideoDoctorScreen() {
  const t = useMessages(HANDOVER_MESSAGES);
  const mallId = useAppStore((state) => state.mallId);
  const link = useQuery({ ...partnerLinkQuery(DOCTOR, mallId), enabled: mallId !== "" });
  return (
    <PartnerHandover
      title={t("videoDoctor.name")}
      name={t("videoDoctor.name")}
      intro={t("videoDoctor.intro")}
      points={[t("videoDoctor.point1"), t("videoDoctor.point2"), t("videoDoctor.point3")]}
      provider={t("videoDoctor.provider")}
      link={mallId === "" ? null : link}
    />
  );
}
