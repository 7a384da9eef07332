import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { filesBySha1, readDocumentsSync } from '@health-site/local-lake'
import { forSanityImport } from '../seed/sanity-import'

const seedDir = path.resolve(import.meta.dirname, '../seed')
const seed = readDocumentsSync(path.join(seedDir, 'dataset.ndjson')) as { _id: string; _type: string }[]

describe('the seed for `sanity dataset import`', () => {
  const docs = forSanityImport(seed, filesBySha1([path.join(seedDir, 'images')]))

  it('turns every image reference into a file the import uploads, and drops the asset documents', () => {
    expect(docs.some((doc) => doc._type === 'sanity.imageAsset')).toBe(false)
    expect(docs).toHaveLength(seed.length - seed.filter((doc) => doc._type === 'sanity.imageAsset').length)
    const text = JSON.stringify(docs)
    expect(text).not.toMatch(/"_ref":"image-/)
    const doctor = docs.find((doc) => doc._id === 'doctor-1') as { photo?: Record<string, string> }
    expect(doctor.photo?._sanityAsset).toBe(`image@file://${path.join(seedDir, 'images/doctors/doctor-1.svg')}`)
    expect(doctor.photo?.alt).toMatch(/portrait/i)
  })

  it('names the asset whose file is missing instead of importing a broken reference', () => {
    expect(() => forSanityImport(seed, new Map())).toThrow(/No file for the image asset image-[0-9a-f]{40}-240x240-svg/)
  })
})
