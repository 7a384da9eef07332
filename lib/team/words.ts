/**
 * The team page's interface words: its title and snippet, the highlights' and the sample note's words, the doctor
 * card's labels, the portraits' names and what a star rating is read as (on the team, booking and landing pages). Editors keep them in the Studio ("Interface words: Medical team", seeded
 * from content/seed/interface/team.yaml); this module holds their keys and turns them into what the page shows. The
 * page's title, intro and highlights are CMS page text, and the doctors are CMS documents per language. The profiles
 * are fictional samples, and each language says so as plainly.
 */
import { fill, type InterfaceText, type TextKeys } from '@/lib/site/interface-text'

export const TEAM_TEXT = {
  metaTitle: [],
  metaDescription: [],
  atAGlance: [],
  combinedExperience: ['years'],
  sampleFigure: [],
  sampleNoteTitle: [],
  sampleNoteText: [],
  noProfiles: [],
  cardSpecialization: [],
  cardExperience: [],
  cardRating: [],
  cardSampleRating: [],
  ratingLabel: ['rating'],
  book: [],
  bookForScreenReaders: ['name'],
  sampleBadge: [],
  portraitInitials: ['name'],
  portraitAlt: ['name'],
  unnamedDoctor: [],
} as const satisfies TextKeys

export type TeamText = InterfaceText<typeof TEAM_TEXT>

/** What a doctor's portrait needs (the booking page shows one too, and may hand over the whole team text). */
export type PortraitText = Pick<TeamText, 'portraitInitials' | 'portraitAlt' | 'unnamedDoctor'>

/** What the booking page needs of the team's words: the doctor's portrait and its testimonials' star ratings. */
export type BookingTeamText = PortraitText & Pick<TeamText, 'ratingLabel'>

export type TeamWords = {
  metadata: { title: string; description: string }
  atAGlance: string
  combinedExperience: (years: number) => string
  sampleFigure: string
  sampleProfiles: { title: string; text: string }
  noProfiles: string
  card: {
    specialization: string
    experience: string
    rating: string
    sampleRating: string
    book: string
    /** Read by screen readers after `book`, so the link names its doctor. */
    bookWith: (name: string | null) => string
  }
  sampleBadge: string
}

export type PortraitWords = {
  initialsOf: (name: string | null) => string
  portraitOf: (name: string | null) => string
}

/** The portrait's names from the area's texts; a doctor without a name is "the doctor". */
export function portraitWords(text: PortraitText): PortraitWords {
  return {
    initialsOf: (name) => fill(text.portraitInitials, { name: name ?? text.unnamedDoctor }),
    portraitOf: (name) => fill(text.portraitAlt, { name: name ?? text.unnamedDoctor }),
  }
}

/** The page's words from the area's texts. */
export function teamWords(text: TeamText): TeamWords {
  return {
    metadata: { title: text.metaTitle, description: text.metaDescription },
    atAGlance: text.atAGlance,
    // The figures as before: plain digits, no grouping (a team's years stay well below a thousand).
    combinedExperience: (years) => fill(text.combinedExperience, { years }),
    sampleFigure: text.sampleFigure,
    sampleProfiles: { title: text.sampleNoteTitle, text: text.sampleNoteText },
    noProfiles: text.noProfiles,
    card: {
      specialization: text.cardSpecialization,
      experience: text.cardExperience,
      rating: text.cardRating,
      sampleRating: text.cardSampleRating,
      book: text.book,
      // The space joins it to the visible `book`: the link reads "Book a consultation with Dr. …".
      bookWith: (name) => ` ${fill(text.bookForScreenReaders, { name: name ?? text.unnamedDoctor })}`,
    },
    sampleBadge: text.sampleBadge,
  }
}
