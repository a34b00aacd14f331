/** A refused name's fault, for the struct rules that check names (apart from `text-of.ts`, which every struct rule ships). */
/**
 * The fault of a refused name: the space when it holds white space (customer report F13: "Wang Lei" is told the
 * space is the fault), else its own `key`.
 * @example nameFault("name", "Wang Lei") // "nameSpace"
 * @example nameFault("name", "王!") // "name"
 */
export const nameFault = (key: string, name: string): string => (/\s/u.test(name) ? "nameSpace" : key);
