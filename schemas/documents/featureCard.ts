import { defineType } from 'sanity'
import { iconCardFields } from '../fields'

export const featureCard = defineType({
  name: 'featureCard',
  title: 'Feature card',
  type: 'document',
  fields: iconCardFields,
})
