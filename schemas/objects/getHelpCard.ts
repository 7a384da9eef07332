import { defineArrayMember, defineField, defineType, type ArrayRule, type StringRule, type TextRule } from 'sanity'
import { CARD_TIER_TITLES, type CardTier } from '../../lib/medical/triage'
import { tierTriageValidation } from '../rules/triage'

/**
 * Short bullets a reader in trouble scans: one thing each. A long bullet is a warning (split it); a very long one is
 * an error, because it is a paragraph in a box meant to be read in seconds.
 */
export const BULLET_SOFT_MAX = 100
export const BULLET_MAX = 160

export const bulletRule = (rule: StringRule | TextRule) => [
  rule.required().max(BULLET_MAX),
  rule.max(BULLET_SOFT_MAX).warning(`Keep a bullet under ${BULLET_SOFT_MAX} characters: one thing, in plain words.`),
]

/** A list of short bullets; `min` bullets at least. */
export const bulletList = (
  name: string,
  title: string,
  description: string,
  min: number,
  max?: number,
  extra?: (rule: ArrayRule<unknown[]>) => ArrayRule<unknown[]>,
) =>
  defineField({
    name,
    title,
    description,
    type: 'array',
    // Two lines tall: a bullet near its length limit is read whole while it is edited, not cut off at the box's edge.
    of: [defineArrayMember({ type: 'text', rows: 2, validation: bulletRule })],
    validation: (rule: ArrayRule<unknown[]>) => {
      const counted = rule.required().min(min)
      const limited = max === undefined ? counted : counted.max(max)
      return extra ? [limited, extra(rule)] : limited
    },
  })

/** One tier of the card: its title is the one the page shows, and the triage guard checks its bullets. */
const tier = (name: CardTier, description: string) =>
  bulletList(name, CARD_TIER_TITLES[name], description, 1, undefined, tierTriageValidation(name))

/**
 * The get-help card at the top of a guide (and of a post that needs one): what needs 911 now, what needs care the
 * same day, what can wait for an appointment. Its own field, not body text, so it is always first and always short.
 */
export const getHelpCard = defineType({
  name: 'getHelpCard',
  title: 'Get-help card',
  type: 'object',
  description:
    'Shown before the first section: three short lists, most urgent first. Plain words, one thing per bullet, grade 6 or below. Each sign goes in the tier the triage list (lib/medical/triage.ts) gives it: a warning says when it does not.',
  fields: [
    tier(
      'now',
      'Emergencies. Start each bullet with what to do: "Call 911 if…", "Call or text 988 now if…", "Go to the ER now if…" or "Call your cancer team now if…".',
    ),
    tier('sameDay', 'Call your doctor or care team the same day. One sign per bullet.'),
    tier('appointment', 'What can wait for a routine visit. One sign per bullet.'),
  ],
  preview: {
    select: { now: 'now' },
    prepare: ({ now }: { now?: string[] }) => ({
      title: 'Get-help card',
      subtitle: now?.[0] ? `Now: ${now[0]}` : 'No emergency signs yet',
    }),
  },
})
