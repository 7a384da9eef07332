/**
 * The local Content Lake's second public entry: its dataset files, without the server. A host reads or prepares
 * them here (the working copy and its generation id, the documents on disk, the image files) without loading the
 * server's modules, whose query workers a bundler would otherwise trace into the host (the site's
 * instrumentation, via lib/content/source.ts).
 */
export { ensureWorkingDataset } from './working-dataset'
export { readDocumentsSync } from './dataset/store'
export { overlay, type Perspective, type SanityDocument } from './dataset/overlay'
export { generationFileFor } from './dataset/generation'
export { walFileFor } from './dataset/wal'
export { lockFileFor, withWriteLockSync } from './dataset/write-lock'
export { replaceDatasetSync } from './dataset/replace'
export { describeImage, filesBySha1, imageMetadata } from './dataset/assets'
