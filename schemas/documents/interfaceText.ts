import { defineArrayMember, defineField, defineType } from 'sanity'
import { review } from '../fields'
import { INTERFACE_AREAS, INTERFACE_AREA_TITLES, type InterfaceArea } from '../../lib/interface/areas'
import { placeholderProblem } from '../../lib/site/interface-text'

const isArea = (value: unknown): value is InterfaceArea => typeof value === 'string' && value in INTERFACE_AREAS

/**
 * The interface words of one area of the site in one language: labels, buttons, messages and counts (one document per
 * area, lib/interface/areas.ts). The keys are fixed by the code that shows them; a text must keep the
 * placeholders of its key (`{count}`), which the site fills in. They include emergency words (the crisis card's and the
 * get-help card's buttons, "Call 911") and the BMI result's advice, so they carry the guides' review gate: a change is
 * submitted and approved before it can be published, by any road.
 */
export const interfaceText = defineType({
  name: 'interfaceText',
  title: 'Interface words',
  type: 'document',
  fields: [
    review,
    defineField({
      name: 'area',
      description: 'Which part of the site these words are for (fixed).',
      type: 'string',
      readOnly: true,
      options: { list: Object.entries(INTERFACE_AREA_TITLES).map(([value, title]) => ({ value, title })) },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'texts',
      title: 'Words',
      description:
        'Each line is one label, button or message; its name says where it is used. Words in braces, such as {count}, are filled in by the site: keep them.',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'interfaceWord',
          fields: [
            defineField({ name: 'key', title: 'Used for', type: 'string', readOnly: true }),
            defineField({
              name: 'text',
              type: 'text',
              rows: 2,
              validation: (rule) =>
                rule
                  .required()
                  .max(600)
                  .custom((text, context) => {
                    const area = (context.document as { area?: unknown } | undefined)?.area
                    const key = (context.parent as { key?: unknown } | undefined)?.key
                    if (typeof text !== 'string' || !isArea(area) || typeof key !== 'string') return true
                    const needed = (INTERFACE_AREAS[area] as Readonly<Record<string, readonly string[]>>)[key]
                    return needed ? (placeholderProblem(text, needed) ?? true) : true
                  }),
            }),
          ],
          preview: { select: { title: 'text', subtitle: 'key' } },
        }),
      ],
    }),
  ],
  preview: {
    select: { area: 'area', language: 'language' },
    prepare: ({ area, language }) => ({
      title: `Interface words: ${isArea(area) ? INTERFACE_AREA_TITLES[area] : String(area)}`,
      subtitle: language === 'es' ? 'Español' : 'English',
    }),
  },
})
