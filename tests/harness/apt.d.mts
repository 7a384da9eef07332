export function installDebianPackage(name: string, why: string): boolean
