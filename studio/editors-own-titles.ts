/**
 * The titles in a dialog's header keep the editor's own capitals. Sanity capitalizes every word of the breadcrumb
 * that names the object being edited (an inline `text-transform: capitalize`), so a section titled "Types of high
 * blood pressure" was shown as "Types Of High Blood Pressure", which a medical editor reads as a typo. Only those
 * breadcrumbs (their buttons and their overflow menu's items) are set back; Sanity's own labels keep their style.
 */
export const EDITORS_OWN_TITLES_CSS = [
  '[data-testid^="breadcrumb-item-"] [style*="capitalize"]',
  '[data-ui="MenuItem"] [style*="capitalize"]',
]
  .map((selector) => `${selector} { text-transform: none !important; }`)
  .join('\n')
