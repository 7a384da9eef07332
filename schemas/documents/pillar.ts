import { defineType } from 'sanity'
import { iconCardFields } from '../fields'

export const pillar = defineType({
  name: 'pillar',
  title: 'Commitment pillar',
  type: 'document',
  fields: iconCardFields,
})
