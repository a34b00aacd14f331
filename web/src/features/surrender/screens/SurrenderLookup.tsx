/**
 * The lookup of /surrenderQuery (the shared lookup shape with `SURRENDER_QUERY_LOOKUP`), its own chunk: the
 * customer's surrenders show first, the form stack (the form engine, domain's form shapes) follows.
 */
import { LookupForm } from "../../../components/lookup";
import { SURRENDER_QUERY_LOOKUP } from "../api/surrender-lookup";

/** The surrender-application lookup form. */
export default function SurrenderLookup() {
  return <LookupForm config={SURRENDER_QUERY_LOOKUP} />;
}
