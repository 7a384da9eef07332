/**
 * When the Studio and a document's form may be shown (settle-gate.tsx): once Sanity's tasks layer and the document's
 * comments layer have switched in, or are known never to.
 */

/** Longest wait before the work is shown whatever happens. */
export const SETTLE_WAIT_MS = 8_000

export const SETTLING_STUDIO = 'Opening the Studio…'
export const SETTLING_DOCUMENT = 'Opening the document…'

type Feature = { isLoading: boolean; error?: unknown }

/** The tasks layer switches in once the project's features are known, unless the workspace has tasks off. */
export function tasksSettled({ workspaceEnabled, isLoading }: Feature & { workspaceEnabled: boolean }) {
  return !workspaceEnabled || !isLoading
}

/**
 * A document's comments layer is in place, or never will be: comments are off for it, or the project's features
 * could not be read. While the features load, or once they are known but the layer has not switched in, it is not.
 */
export function commentsSettled({
  enabled,
  configEnabled,
  error,
}: Feature & { enabled: boolean; configEnabled: boolean }) {
  if (enabled || !configEnabled) return true
  return Boolean(error)
}
