export function copyBuildForTests(root: string, source?: string): string
