export function copyBuildForTests(root: string, source?: string, name?: string): string
