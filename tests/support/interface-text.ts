/**
 * The seed's interface words, read from the committed dataset the way the site reads them
 * (lib/site/interface-text.ts): for unit tests of components and builders that take an area's words.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { INTERFACE_AREAS, type InterfaceArea } from '@/lib/interface/areas'
import { interfaceTextFrom, type InterfaceText, type InterfaceTextDocument } from '@/lib/site/interface-text'
import type { Lang } from '@/lib/site/languages'
import { SEED_DATASET_PATH } from '@/lib/defaults'

type Stored = InterfaceTextDocument & { _type?: string; area?: string }
let documents: Stored[] | undefined

function seedDocuments(): Stored[] {
  documents ??= readFileSync(path.resolve(import.meta.dirname, '../..', SEED_DATASET_PATH), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Stored)
    .filter((doc) => doc._type === 'interfaceText')
  return documents
}

/** An area's words in a language, as the seed holds them. */
export function seedText<A extends InterfaceArea>(
  area: A,
  lang: Lang = 'en',
): InterfaceText<(typeof INTERFACE_AREAS)[A]> {
  return interfaceTextFrom(
    INTERFACE_AREAS[area],
    lang,
    seedDocuments().filter((doc) => doc.area === area),
  )
}
