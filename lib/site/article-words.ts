/**
 * The fixed words around a guide's content (headings of its boxes, the review panel's labels) in each language. The
 * guide's own words come from its document; these are the frame's, English as they were.
 */
import type { Lang } from './languages'

export type ArticleWords = {
  getHelpTitle: string
  tierTitles: { now: string; sameDay: string; appointment: string }
  nowNote: string
  sameDayNote: string
  keyPoints: string
  onThisPage: string
  forProfessionals: string
  references: string
  lastUpdated: string
  medicalReview: string
  reviewedBy: string
  awaitingReviewer: string
  lastReviewed: string
  notYetReviewed: string
  nextReviewDue: string
  notScheduled: string
  sampleProfile: string
  breadcrumb: string
  /**
   * The review panel's note when the text changed after its review, around its two dates: "<title> <updatedOn>
   * (date)<afterReviewOn> (date)<notChecked>".
   */
  changedAfterReview: { title: string; updatedOn: string; afterReviewOn: string; notChecked: string }
  /** The review panel's note when the reviewer is a fictional sample profile. */
  sampleReview: { title: string; text: string }
  /** BCP 47 locale for dates. */
  locale: string
}

export const SPANISH_ARTICLE_WORDS: ArticleWords = {
  getHelpTitle: 'Cuándo llamar al 911 o ver a un médico',
  tierTitles: {
    now: 'Busque ayuda ya',
    sameDay: 'Busque atención hoy si',
    appointment: 'Pida una cita si',
  },
  nowNote: 'Cada línea dice a quién llamar. Si no está seguro, llame al 911.',
  sameDayNote: 'Llame a su médico o a su equipo de atención el mismo día.',
  keyPoints: 'Puntos clave',
  onThisPage: 'En esta página',
  forProfessionals: 'Para profesionales de la salud',
  references: 'Fuentes',
  lastUpdated: 'Última actualización',
  medicalReview: 'Revisión médica',
  reviewedBy: 'Revisado por',
  awaitingReviewer: 'Todavía sin revisor',
  lastReviewed: 'Última revisión',
  notYetReviewed: 'Todavía no revisado',
  nextReviewDue: 'Próxima revisión',
  notScheduled: 'Sin fecha',
  sampleProfile: 'Perfil de muestra',
  breadcrumb: 'Ruta de navegación',
  changedAfterReview: {
    title: 'Cambió después de la revisión.',
    updatedOn: 'Este texto se actualizó el',
    afterReviewOn: ', después de su última revisión médica del',
    notChecked: '. Ningún revisor médico ha revisado los cambios todavía.',
  },
  sampleReview: {
    title: 'Esta revisión es una muestra.',
    text: 'El revisor que se muestra es un perfil de muestra ficticio, y las fechas son de ejemplo. Antes de que el sitio se abra al público, un profesional clínico real, con su nombre, revisará este artículo y pondrá su nombre y las fechas reales.',
  },
  locale: 'es-US',
}

/** Spanish words, or undefined for English (each component keeps its English words as they were). */
const LONG_DATE_ES = new Intl.DateTimeFormat('es-US', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const MONTH_YEAR_ES = new Intl.DateTimeFormat('es-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })
const parse = (value: string | null | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : null
/** "15 de julio de 2025" */
export const spanishLongDate = (value: string | null | undefined) => {
  const date = parse(value)
  return date ? LONG_DATE_ES.format(date) : ''
}
/** "julio de 2025" */
export const spanishMonthYear = (value: string | null | undefined) => {
  const date = parse(value)
  return date ? MONTH_YEAR_ES.format(date) : ''
}

export const articleWords = (lang: Lang): ArticleWords | undefined =>
  lang === 'es' ? SPANISH_ARTICLE_WORDS : undefined
