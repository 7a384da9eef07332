/**
 * A working copy's generation id, made when the copy is created from the seed and kept beside it
 * (`<dataset file>.generation`): a new copy is new content even where it sits at the same path. The site's page cache
 * is keyed to it (lib/content/source.ts).
 */
export const generationFileFor = (datasetPath: string) => `${datasetPath}.generation`
