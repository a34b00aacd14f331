/**
 * The deterministic input sets of the validator benchmark: the same strings, in the same order, for every
 * library measured. About half are valid; the rest are the mistakes people make (wrong check character,
 * impossible date, unknown region, wrong length, letters, full-width digits, spaces). Seeded PRNG, so
 * every run and every machine measures the same work.
 */

/** Mulberry32: a tiny seeded PRNG returning floats in [0, 1). */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PROVINCES = ["11", "12", "13", "31", "32", "33", "35", "37", "41", "44", "50", "51", "61", "65"];
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const USCC_ALPHABET = "0123456789ABCDEFGHJKLMNPQRTUWXY";
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

const pick = (random, list) => list[Math.floor(random() * list.length)];
const digits = (random, count) => {
  let text = "";
  for (let i = 0; i < count; i++) text += String(Math.floor(random() * 10));
  return text;
};
const pad = (n, width) => String(n).padStart(width, "0");

function idCheck(body) {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(body[i]) * ID_WEIGHTS[i];
  return "10X98765432"[sum % 11];
}

function usccCheck(body) {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += USCC_ALPHABET.indexOf(body[i]) * USCC_WEIGHTS[i];
  return USCC_ALPHABET[(31 - (sum % 31)) % 31];
}

function validIdBody(random) {
  const year = 1940 + Math.floor(random() * 80);
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  return pick(random, PROVINCES) + digits(random, 4) + pad(year, 4) + pad(month, 2) + pad(day, 2) + digits(random, 3);
}

/** `count` identity numbers: ~50 % valid, the rest one typical mistake each. */
export function idCardInputs(count = 1000, seed = 11643) {
  const random = seededRandom(seed);
  const inputs = [];
  for (let i = 0; i < count; i++) {
    const body = validIdBody(random);
    const valid = body + idCheck(body);
    const kind = Math.floor(random() * 10);
    if (kind < 5) inputs.push(valid);
    else if (kind === 5) inputs.push(body + (idCheck(body) === "0" ? "1" : "0")); // wrong check character
    else if (kind === 6) {
      const bad = `${body.slice(0, 10)}0230${body.slice(14)}`; // 30 February
      inputs.push(bad + idCheck(bad));
    } else if (kind === 7) {
      const bad = `99${body.slice(2)}`; // unknown region
      inputs.push(bad + idCheck(bad));
    } else if (kind === 8) inputs.push(valid.slice(0, 17)); // a digit short
    else inputs.push(`${valid.slice(0, 9)}A${valid.slice(10)}`); // a letter in the body
  }
  return inputs;
}

/** `count` mobile numbers: ~50 % valid `1[3-9]` numbers, the rest wrong prefix, length or characters. */
export function mobileInputs(count = 1000, seed = 11) {
  const random = seededRandom(seed);
  const inputs = [];
  for (let i = 0; i < count; i++) {
    const valid = `1${3 + Math.floor(random() * 7)}${digits(random, 9)}`;
    const kind = Math.floor(random() * 8);
    if (kind < 4) inputs.push(valid);
    else if (kind === 4) inputs.push(`12${valid.slice(2)}`);
    else if (kind === 5) inputs.push(valid.slice(0, 10));
    else if (kind === 6) inputs.push(`${valid.slice(0, 3)} ${valid.slice(3)}`);
    else inputs.push(`2${valid.slice(1)}`);
  }
  return inputs;
}

/** `count` unified social credit codes: ~50 % valid, the rest wrong check, bad character or length. */
export function creditCodeInputs(count = 1000, seed = 32100) {
  const random = seededRandom(seed);
  const inputs = [];
  for (let i = 0; i < count; i++) {
    let subject = "";
    for (let k = 0; k < 9; k++) subject += pick(random, USCC_ALPHABET);
    const body = pick(random, ["91", "92", "93", "11", "12", "51", "52"]) + pick(random, PROVINCES) + digits(random, 4) + subject;
    const check = usccCheck(body);
    const kind = Math.floor(random() * 8);
    if (kind < 4) inputs.push(body + check);
    else if (kind === 4) inputs.push(body + (check === "0" ? "1" : "0"));
    else if (kind === 5) inputs.push(`${body.slice(0, 12)}I${body.slice(13)}${check}`);
    else if (kind === 6) inputs.push(body);
    else inputs.push((body + check).toLowerCase());
  }
  return inputs;
}
