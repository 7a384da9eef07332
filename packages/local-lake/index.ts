/**
 * The local Content Lake's public entry: what a host application (a site, a test harness, a benchmark) may use.
 * Everything else in this package is its inside, except files.ts (the dataset files without the server).
 * Named re-exports, not `export *`: an ES module host (`scripts/start.mts`) imports this file as CommonJS through
 * tsx, and Node finds only names it can see.
 */
export { startLake, type Lake } from './server'
export { generateToken, isLoopbackHost, MIN_TOKEN_LENGTH, parseLakeConfig, type LakeConfig } from './config'
export { SIGN_IN_TITLE } from './endpoints/project'
export { READER_HEADER } from './auth'
export type { Approval, PublishGate } from './gate'
export { ensureSeedUsers, ROLE_NAMES, usersFileFor, type RoleName, type SeedUser, type StoredUser } from './users'
export { signInLink } from './users-cli'
export {
  describeImage,
  ensureWorkingDataset,
  filesBySha1,
  generationFileFor,
  imageMetadata,
  overlay,
  readDocumentsSync,
  walFileFor,
  type Perspective,
  type SanityDocument,
} from './files'
