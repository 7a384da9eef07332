import { defineType } from 'sanity'
import { iconCardFields } from '../fields'

/** A promise shown beside the booking wizard (fast response, confidentiality, thorough attention, free first consultation). */
export const trustPoint = defineType({
  name: 'trustPoint',
  title: 'Trust point (booking page)',
  type: 'document',
  fields: iconCardFields,
})
