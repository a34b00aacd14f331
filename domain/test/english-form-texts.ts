/**
 * Vitest setup of the domain project: the English form texts are loaded before the tests, as a caller that checks
 * forms in English does once (`loadFormMessages`, application/form-messages.ts). `form-messages.test.ts` checks a
 * fresh module before the load.
 */
import { loadFormMessages } from "../src/application/form-messages";

await loadFormMessages("en");
