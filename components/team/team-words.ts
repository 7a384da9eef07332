/**
 * The team page's interface words in each language (the page's title, intro and highlights are CMS page text; the
 * doctors are CMS documents per language). The profiles are fictional samples, and each language says so as plainly.
 */
import type { Lang } from '@/lib/site/languages'

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
  portrait: { initialsOf: (name: string | null) => string; portraitOf: (name: string | null) => string }
}

export const TEAM_WORDS: Readonly<Record<Lang, TeamWords>> = {
  en: {
    metadata: {
      title: 'Sample Doctor Profiles',
      description:
        'Sample doctor profiles for a booking demonstration: fictional people, not a real medical team, and no real consultations. For care, contact your own doctor.',
    },
    atAGlance: 'At a glance',
    combinedExperience: (years) => `${years}+ Years Combined Experience`,
    sampleFigure: '(sample figure)',
    sampleProfiles: {
      title: 'Sample profiles.',
      text: 'The doctors below are fictional placeholders shown while the site is being built. Their names, credentials, experience and ratings are not real; before launch they are replaced with real, consenting doctors.',
    },
    noProfiles: 'Our team profiles are being updated. Please check back soon.',
    card: {
      specialization: 'Specialization',
      experience: 'Experience',
      rating: 'Rating',
      sampleRating: 'Rating (sample)',
      book: 'Book',
      bookWith: (name) => ` a consultation with ${name}`,
    },
    sampleBadge: 'Sample profile',
    portrait: {
      initialsOf: (name) => `Initials of ${name ?? 'the doctor'}`,
      portraitOf: (name) => `Portrait of ${name ?? 'the doctor'}`,
    },
  },
  es: {
    metadata: {
      title: 'Perfiles de médicos de muestra',
      description:
        'Perfiles de médicos de muestra para una demostración de citas: personas ficticias, no un equipo médico real, y ninguna consulta real. Para recibir atención, comuníquese con su médico.',
    },
    atAGlance: 'De un vistazo',
    combinedExperience: (years) => `${years}+ años de experiencia en total`,
    sampleFigure: '(cifra de muestra)',
    sampleProfiles: {
      title: 'Perfiles de muestra.',
      text: 'Los médicos de abajo son personas ficticias que se muestran mientras se construye el sitio. Sus nombres, credenciales, experiencia y calificaciones no son reales; antes del lanzamiento se reemplazarán por médicos reales que den su consentimiento.',
    },
    noProfiles: 'Estamos actualizando los perfiles del equipo. Vuelva pronto.',
    card: {
      specialization: 'Especialidad',
      experience: 'Experiencia',
      rating: 'Calificación',
      sampleRating: 'Calificación (muestra)',
      book: 'Pedir cita',
      bookWith: (name) => ` con ${name}`,
    },
    sampleBadge: 'Perfil de muestra',
    portrait: {
      initialsOf: (name) => `Iniciales de ${name ?? 'el médico'}`,
      portraitOf: (name) => `Retrato de ${name ?? 'el médico'}`,
    },
  },
}
