/**
 * What a review action says while the Studio is still loading the document it acts on (its edit state not ready).
 * Kept apart from the actions, which need the Studio, so that the end-to-end tests read the same words.
 */
export const LOADING_TITLE = 'The document is still loading: this opens as soon as it has loaded'
export const LOADING_TEXT = 'Loading the document and its review…'
