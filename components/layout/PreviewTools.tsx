import { VisualEditing } from 'next-sanity/visual-editing'

/**
 * Sanity's visual-editing overlays (click-to-edit from the Presentation tool). Rendered by the site layout only in
 * draft mode with a Sanity project, so its script is never part of a reader's page.
 */
export function PreviewTools() {
  return <VisualEditing />
}
