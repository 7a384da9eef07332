/**
 * The triage guard, beside the reading-level guard (schemas/rules/reading-level.ts): a get-help tier or a callout box that
 * gives a warning sign another action than the one the triage vocabulary (lib/medical/triage.ts) gives it is a
 * validation warning beside that field, with the sign, the action it calls for and the source, as the seed test
 * holds the published pages to the same list.
 *
 * A warning, never an error: a safety correction must be able to go out at once, and the vocabulary only knows the
 * words it lists (a new wording of a sign belongs in the list first).
 */
import type { ArrayRule, ObjectRule } from 'sanity'
import { checkCallout, checkDocument, checkGetHelpCard, triageSign, type CardTier } from '../../lib/medical/triage'

const joined = (messages: string[]) => (messages.length ? messages.join(' ') : true)

/** The warnings of one tier of a get-help card, as its field shows them. */
export function tierTriageWarnings(tier: CardTier, items: unknown): string[] {
  return checkGetHelpCard({ [tier]: items }).map((c) => c.message.replace(/^get-help card, /, ''))
}

/** The warnings of one callout box, as the box shows them. */
export function calloutTriageWarnings(callout: unknown): string[] {
  return checkCallout(callout, 'This box').map((c) => c.message)
}

/** Every contradiction of a guide's or post's card and boxes, for the reviewer's checklist (studio/review-checklist.ts). */
export function documentTriageWarnings(doc: Record<string, unknown>): string[] {
  return checkDocument(doc).map((c) => c.message)
}

/**
 * The same contradictions as records for the review gate (schemas/rules/review-workflow.ts): the sign by its name,
 * where the line is, the line, and the message. Approval needs a reason to override any of them.
 */
export function documentTriageFlags(doc: Record<string, unknown>) {
  return checkDocument(doc).map((c) => ({
    sign: c.sign === null ? 'no action named' : (triageSign(c.sign)?.label ?? c.sign),
    where: c.where,
    text: c.text,
    message: c.message,
  }))
}

/**
 * The warnings of one tier of a get-help card, each on the bullet it is about (its index in the list), so the Studio
 * shows it beside that bullet and not only on the tier's label.
 */
export function tierTriageMarkers(tier: CardTier, items: unknown): Array<{ message: string; path: [number] }> {
  const list = Array.isArray(items) ? items : []
  return checkGetHelpCard({ [tier]: list }).map((c) => ({
    message: c.message.replace(/^get-help card, /, ''),
    path: [Math.max(0, list.indexOf(c.text))],
  }))
}

/** A get-help tier's validation: a warning beside each bullet that contradicts the vocabulary. */
export const tierTriageValidation = (tier: CardTier) => (rule: ArrayRule<unknown[]>) =>
  rule
    .custom((items) => {
      const markers = tierTriageMarkers(tier, items)
      return markers.length ? markers : true
    })
    .warning()

/** A callout's validation: a warning beside the box when a line contradicts the vocabulary. */
export const calloutTriageValidation = (rule: ObjectRule) =>
  rule.custom((callout) => joined(calloutTriageWarnings(callout))).warning()
