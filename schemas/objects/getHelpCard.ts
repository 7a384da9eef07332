import { defineArrayMember, defineField, defineType, type ArrayRule, type StringRule } from 'sanity'

/**
 * Short bullets a reader in trouble scans: one thing each. A long bullet is a warning (split it); a very long one is
 * an error, because it is a paragraph in a box meant to be read in seconds.
 */
export const BULLET_SOFT_MAX = 100
export const BULLET_MAX = 160

export const bulletRule = (rule: StringRule) => [
  rule.required().max(BULLET_MAX),
  rule.max(BULLET_SOFT_MAX).warning(`Keep a bullet under ${BULLET_SOFT_MAX} characters: one thing, in plain words.`),
]

/** A list of short bullets; `min` bullets at least. */
export const bulletList = (name: string, title: string, description: string, min: number, max?: number) =>
  defineField({
    name,
    title,
    description,
    type: 'array',
    of: [defineArrayMember({ type: 'string', validation: bulletRule })],
    validation: (rule: ArrayRule<unknown[]>) => {
      const counted = rule.required().min(min)
      return max === undefined ? counted : counted.max(max)
    },
  })

/**
 * The get-help card at the top of a guide (and of a post that needs one): what needs 911 now, what needs care the
 * same day, what can wait for an appointment. Its own field, not body text, so it is always first and always short.
 */
export const getHelpCard = defineType({
  name: 'getHelpCard',
  title: 'Get-help card',
  type: 'object',
  description:
    'Shown before the first section: three short lists, most urgent first. Plain words, one thing per bullet, grade 6 or below.',
  fields: [
    bulletList('now', 'Call 911 now if', 'Signs of an emergency. One sign per bullet, e.g. "You have chest pain."', 1),
    bulletList(
      'sameDay',
      'Get care today if',
      'Call your doctor or go to urgent care the same day. One sign per bullet.',
      1,
    ),
    bulletList('appointment', 'Make an appointment if', 'What can wait for a routine visit. One sign per bullet.', 1),
  ],
  preview: {
    select: { now: 'now' },
    prepare: ({ now }: { now?: string[] }) => ({
      title: 'Get-help card',
      subtitle: now?.[0] ? `911: ${now[0]}` : 'No emergency signs yet',
    }),
  },
})
