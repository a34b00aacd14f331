/**
 * Editorial content of the mall (payload types): the introductions of products and services
 * (/introduceIndex, /introduceDetails) and the insurer's milestones (/bigBusinessEvents), both carried by the
 * mall's page content (`pageInitMall`), and the customer's complaint records (`sendAdvice`).
 */

/** An introduction of a product or a service. `body` is its paragraphs; `link` an in-app path to act on it. */
export interface Introduction {
  id: string;
  kind: "product" | "service";
  title: string;
  summary: string;
  image: string;
  body: string[];
  link: string;
}

/** One milestone of the insurer. `date` is `YYYY-MM` or `YYYY-MM-DD`. */
export interface Milestone {
  date: string;
  title: string;
  description: string;
}

/** A complaint or suggestion the customer sent, with its ticket number and state. */
export interface AdviceRecord {
  ticketNo: string;
  adviceType: string;
  content: string;
  acceptedAt: string;
  stateName: string;
  /** The customer's policy the message is about, when they named one. */
  policyNo?: string;
}
