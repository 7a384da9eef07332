/**
 * The words of "Was this page helpful?", from the area's texts (editors keep them in the Studio: "Interface words: Was
 * this page helpful?", seeded from content/seed/interface/feedback.yaml; keys in ./text-keys.ts).
 */
import { fill, formatCount, type InterfaceText } from '@/lib/site/interface-text'
import type { Lang } from '@/lib/site/languages'
import { FEEDBACK_COMMENT_MAX } from './feedback'
import type { FEEDBACK_TEXT } from './text-keys'

export type FeedbackText = InterfaceText<typeof FEEDBACK_TEXT>

export type FeedbackWords = Omit<FeedbackText, 'commentHint'> & { commentHint: string }

export function feedbackWords(text: FeedbackText, lang: Lang): FeedbackWords {
  return { ...text, commentHint: fill(text.commentHint, { max: formatCount(lang, FEEDBACK_COMMENT_MAX) }) }
}
