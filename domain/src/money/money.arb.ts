/** Arbitraries of money values, built by construction. */
import fc from "fast-check";

/** Integer fen in the safe range, either sign. */
export const fenArb = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });

/** Decimal text with 0–6 decimals, as a gateway or a customer might write it. */
export const decimalTextArb = fc
  .tuple(
    fc.boolean(),
    fc.bigInt({ min: 0n, max: 10n ** 13n }),
    fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 0, maxLength: 6 }),
  )
  .map(([negative, whole, fraction]) => `${negative ? "-" : ""}${whole}${fraction === "" ? "" : `.${fraction}`}`);
