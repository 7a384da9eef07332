/**
 * The local Content Lake's public entry: what a host application (a site, a test harness, a benchmark) may use.
 * Everything else in this package is its inside.
 */
export { startLake, type Lake } from './server'
export { generateToken, isLoopbackHost, MIN_TOKEN_LENGTH, parseLakeConfig, type LakeConfig } from './config'
export { ensureWorkingDataset } from './working-dataset'
export { readDocumentsSync } from './dataset/store'
export { overlay, type Perspective, type SanityDocument } from './dataset/overlay'
export { generationFileFor } from './dataset/generation'
export { describeImage, filesBySha1, imageMetadata, SEED_IMAGES_DIR } from './dataset/assets'
