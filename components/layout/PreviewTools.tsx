import { perspectiveChangeAction, variantChangeAction } from 'next-sanity/visual-editing/server-actions'
import { LiveVisualEditing } from './LiveVisualEditing'

/**
 * Sanity's visual-editing overlays and the connection the Studio's Presentation (Preview) tool makes with the page,
 * which then follows the editor's typing. Rendered by the site layout only in draft mode (Sanity or local mode), so
 * its script is never part of a reader's page.
 */
export function PreviewTools() {
  return <LiveVisualEditing onPerspectiveChange={perspectiveChangeAction} onVariantChange={variantChangeAction} />
}
