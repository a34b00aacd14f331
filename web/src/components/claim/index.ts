/**
 * The shared claim shape (issue 10): one claim's progress, payment and case, used by the claims feature and by
 * the policies' channel view (features never import each other, so it lives here).
 */
export { ClaimDetailView, type ClaimDetailViewProps } from "./ClaimDetailView";
export { CLAIM_DETAIL_MESSAGES } from "./messages";
