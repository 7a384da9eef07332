import type { LocaleResourceBundle } from 'sanity'

/**
 * The release tool's own words where they hide the medical review: a release's Schedule and Run buttons are disabled
 * by the same validation that holds an unapproved medical version back (schemas/rules/approval-gate.ts), and Sanity's
 * tooltip says only "Some documents have validation errors". These say what that usually means and where to look.
 * Keys are Sanity's, in its `releases` namespace; the Studio's interface is in English only. Only a type comes from
 * Sanity, so that the end-to-end tests read the same words without loading the Studio.
 */
export const RELEASE_BLOCKED_BY_VALIDATION =
  'Some documents have validation errors. A medical change must be approved by a medical reviewer first: open each document to see what its Validation panel asks for.'

export const releaseWords: LocaleResourceBundle = {
  locale: 'en-US',
  namespace: 'releases',
  resources: {
    'schedule-button-tooltip.validation.error': RELEASE_BLOCKED_BY_VALIDATION,
    'publish-dialog.validation.error': RELEASE_BLOCKED_BY_VALIDATION,
  },
}
