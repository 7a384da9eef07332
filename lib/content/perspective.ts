/**
 * Which version of the content a request reads. Readers always read `published`. In draft mode (the Preview tool,
 * a preview link) the Studio's choice is in the perspective cookie that next-sanity's `perspectiveChangeAction`
 * writes: `published`, `drafts`, or a release stack such as `rSpring,drafts` (the release first, then drafts, then
 * published beneath). The same cookie and the same values as next-sanity's own `defineLive`, so the page renders
 * exactly what the editor picked in the Studio's perspective menu.
 *
 * Both modes have releases (the local lake carries them out: packages/local-lake/releases.ts). A backend without them
 * (`releasesAvailable` false) falls back to drafts rather than showing a stack the editor could not have chosen.
 */
import { perspectiveCookieName } from '@sanity/preview-url-secret/constants'

export { perspectiveCookieName }

/** A release stack, highest priority first, as @sanity/client takes it (`['rSpring', 'drafts']`). */
export type ReleaseStack = readonly string[]
export type Perspective = 'published' | 'drafts' | ReleaseStack

// Release ids are short ASCII names (`r` and letters or digits); anything else in a cookie is not one.
const LAYER = /^[A-Za-z0-9_-]{1,64}$/
const MAX_LAYERS = 8

/** The perspective a draft-mode request asked for; `drafts` when the cookie is absent, malformed or not allowed. */
export function draftPerspective(cookie: string | undefined, releasesAvailable: boolean): Perspective {
  const layers = (cookie ?? '')
    .split(',')
    .map((layer) => layer.trim())
    .filter(Boolean)
  if (layers.length === 0 || layers.length > MAX_LAYERS || !layers.every((layer) => LAYER.test(layer))) return 'drafts'
  if (layers.length === 1 && (layers[0] === 'published' || layers[0] === 'drafts')) return layers[0]
  // `raw` shows every version at once (and private documents): never a page's view.
  if (layers.includes('raw') || layers.includes('previewDrafts')) return 'drafts'
  if (!releasesAvailable) return 'drafts'
  // A stack reads its releases over drafts over published; the Studio writes drafts last, and we keep it so.
  const releases = layers.filter((layer) => layer !== 'drafts' && layer !== 'published')
  return releases.length ? [...releases, 'drafts'] : 'drafts'
}
