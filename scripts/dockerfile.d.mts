export type Instruction = { keyword: string; args: string }
export type Stage = { image: string; name: string | undefined; instructions: Instruction[] }
export declare function instructions(text: string): Instruction[]
export declare function stages(text: string): Stage[]
export declare function runtimeCopies(text: string): { from: string; to: string; stage: string }[]
export declare function lint(text: string): string[]
