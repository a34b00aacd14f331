/**
 * A policy's state badge (domain's `policyBadgeAt`): in force, expiring, expired, not yet in force,
 * surrendered — in words, with a tint that is never the only sign.
 */
import { policyBadgeAt, type PolicyStateFields } from "@micromall/domain";
import { useMessages } from "../../../i18n";
import { BADGE_MESSAGES } from "../badge.messages";
import styles from "../policy.module.css";

/**
 * @example <PolicyBadge policy={policy} />
 */
export function PolicyBadge({ policy, now }: { readonly policy: PolicyStateFields; readonly now?: Date }) {
  const t = useMessages(BADGE_MESSAGES);
  const badge = policyBadgeAt(policy, now);
  return <span className={`${styles.badge} ${styles[badge] ?? ""}`}>{t(`policy.badge.${badge}`)}</span>;
}
