export declare const YOUNG_GENERATION_MAX_MIB: number
export declare function youngGenerationBytes(): number
export declare function capYoungGeneration(maxMiB?: number): () => void
