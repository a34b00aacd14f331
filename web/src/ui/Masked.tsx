/**
 * A personal value shown masked — a name (张*三), an identity number (1101**********0021) or a mobile
 * (138****8000) — by domain's mask for its `kind` (`maskAs`): the rule lives in domain, the screen names the
 * kind. The unmasked value never reaches the page (not in the text, not in an attribute).
 *
 * Decisions: `translate="no"`, so a browser's page translation leaves the stars and characters alone; and the
 * value is data (DataText.tsx), marked `lang="zh-CN"` in every language of the mall.
 */
import { maskAs, type MaskKind } from "@micromall/domain";
import { DATA_LANG } from "./DataText";

/** Props of `Masked`. */
export interface MaskedProps {
  readonly kind: MaskKind;
  /** The unmasked value; nothing shows for a missing one. */
  readonly value: string | null | undefined;
  readonly className?: string | undefined;
}

/**
 * A masked personal value.
 * @example <Masked kind="idNumber" value={identity.number} /> // 1101**********0021
 */
export function Masked({ kind, value, className }: MaskedProps) {
  return (
    <span className={className} translate="no" lang={DATA_LANG}>
      {maskAs(kind, value ?? "")}
    </span>
  );
}
