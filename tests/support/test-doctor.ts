/** A doctor as the team page's query returns one, for component tests: id `doctor-<id>`, overridable field by field. */
import type { TeamDoctor } from '@/lib/content'

export const testDoctor = (id: number, overrides: Partial<TeamDoctor> = {}): TeamDoctor => ({
  _id: `doctor-${id}`,
  _type: 'doctor',
  doctorId: id,
  name: `Dr. Test Person${id}`,
  credentials: 'MD',
  specialization: 'Cardiology',
  experience: '10 years',
  rating: 4.5,
  bio: null,
  isSample: false,
  photo: {
    alt: 'Portrait',
    caption: null,
    crop: null,
    hotspot: null,
    asset: { _type: 'reference', _ref: `image-${'a'.repeat(39)}${id}-240x240-svg` },
  },
  ...overrides,
})
