/** Types of the benchmark's input generators (inputs.mjs). */
export declare function seededRandom(seed: number): () => number;
export declare function idCardInputs(count?: number, seed?: number): string[];
export declare function mobileInputs(count?: number, seed?: number): string[];
export declare function creditCodeInputs(count?: number, seed?: number): string[];
