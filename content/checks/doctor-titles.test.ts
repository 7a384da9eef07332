/**
 * A doctor's title is part of the profile's name in each language (the Studio's Doctor "Name"), never a prefix the
 * site adds: the Spanish profiles of the women among the sample doctors read "Dra.", their English twins "Dr.", and
 * every Spanish guide, post and page that names a medical reviewer names the Spanish profile, so its review block,
 * the booking page (/es/cita/{id}: title, search snippet, "Está pidiendo una cita con …") and the team page all read
 * the Spanish title.
 */
import { describe, expect, it } from 'vitest'
import { bookingWords } from '@/lib/booking/words'
import { seedText } from '@/tests/support/interface-text'
import { seedDocuments, type SeedDoc } from '../seed/seed-text'

const docs = seedDocuments()
const doctors = docs.filter((doc) => doc._type === 'doctor')
const byId = new Map(docs.map((doc) => [doc._id, doc]))
const lang = (doc: SeedDoc) => (doc.language as string | undefined) ?? 'en'

describe("a doctor's title comes from the profile, in the profile's language", () => {
  it('the women among the sample doctors are "Dra." in Spanish and "Dr." in English; the man "Dr." in both', () => {
    const names = (id: number) =>
      Object.fromEntries(doctors.filter((doc) => doc.doctorId === id).map((doc) => [lang(doc), doc.name]))
    expect(names(1)).toEqual({ en: 'Dr. Amelia Hart', es: 'Dra. Amelia Hart' })
    expect(names(3)).toEqual({ en: 'Dr. Sofia Reyes', es: 'Dra. Sofia Reyes' })
    expect(names(2)).toEqual({ en: 'Dr. Marcus Bell', es: 'Dr. Marcus Bell' })
  })

  it('every medical reviewer named by a document is a profile in that document’s language', () => {
    const reviewed = docs.filter((doc) => (doc.review as { reviewer?: { _ref: string } } | undefined)?.reviewer)
    expect(reviewed.filter((doc) => lang(doc) === 'es').length).toBeGreaterThan(5)
    for (const doc of reviewed) {
      const ref = (doc.review as { reviewer: { _ref: string } }).reviewer._ref
      const reviewer = byId.get(ref)
      expect(reviewer?._type, `${doc._id} names ${ref}`).toBe('doctor')
      expect(lang(reviewer!), `${doc._id} names ${ref}`).toBe(lang(doc))
    }
  })

  it('the Spanish booking page for the first sample doctor says "Dra." in its title, snippet and heading line', () => {
    const spanish = bookingWords(seedText('booking', 'es'), 'es')
    const profile = doctors.find((doc) => doc.doctorId === 1 && lang(doc) === 'es')!
    const meta = spanish.metadata({ name: profile.name as string, specialization: null })
    expect(meta.title).toContain('Dra. Amelia Hart')
    expect(meta.description).toContain('Dra. Amelia Hart')
    expect(`${spanish.view.bookingWith} ${profile.name as string}`).toBe('Está pidiendo una cita con Dra. Amelia Hart')
  })
})
