/**
 * The local Content Lake's public entry: what a host application (a site, a test harness, a benchmark) may use.
 * Everything else in this package is its inside, except files.ts (the dataset files without the server).
 */
export { startLake, type Lake } from './server'
export { generateToken, isLoopbackHost, MIN_TOKEN_LENGTH, parseLakeConfig, type LakeConfig } from './config'
export { SIGN_IN_TITLE } from './endpoints/project'
export * from './files'
