/**
 * Ctrl+End and Ctrl+Home (⌘↓ and ⌘↑ on a Mac) in a rich text field, carried out by the editor itself.
 *
 * Sanity's rich text editor keeps its own selection and reads the browser's caret back at most every 100 ms. Left to
 * the browser, Ctrl+End moves the browser's caret only; a key pressed within that 100 ms is typed where the editor's
 * older selection still is (the last click), and the editor then puts that selection back. Raised as the editor's own
 * `select` event, the jump moves the editor's selection first and the browser's caret follows it, so the next key lands
 * at the end (or the start) however soon it comes.
 */
import { defineBehavior, raise } from '@portabletext/editor/behaviors'
import { BehaviorPlugin } from '@portabletext/editor/plugins'
import { getFirstBlock, getLastBlock } from '@portabletext/editor/selectors'
import { getBlockEndPoint, getBlockStartPoint } from '@portabletext/editor/utils'
import type { PortableTextPluginsProps } from 'sanity'

type Keys = { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }

/** Which end of the text a key press asks for, or null for any other key (a selection-extending Shift is left alone). */
export function jumpFor(keys: Keys, isMac: boolean): 'start' | 'end' | null {
  if (keys.altKey || keys.shiftKey) return null
  if (!isMac && keys.ctrlKey && !keys.metaKey) {
    if (keys.key === 'End') return 'end'
    if (keys.key === 'Home') return 'start'
  }
  if (isMac && keys.metaKey && !keys.ctrlKey) {
    if (keys.key === 'ArrowDown') return 'end'
    if (keys.key === 'ArrowUp') return 'start'
  }
  return null
}

const isMac = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)

export const jumpBehavior = defineBehavior({
  on: 'keyboard.keydown',
  guard: ({ snapshot, event }) => {
    const jump = jumpFor(event.originEvent, isMac())
    if (!jump) return false
    const block = jump === 'end' ? getLastBlock(snapshot) : getFirstBlock(snapshot)
    if (!block) return false
    const point =
      jump === 'end'
        ? getBlockEndPoint({ context: snapshot.context, block })
        : getBlockStartPoint({ context: snapshot.context, block })
    return { point }
  },
  actions: [(_, { point }) => [raise({ type: 'select', at: { anchor: point, focus: point } })]],
})

const behaviors = [jumpBehavior]

/** Sanity's rich text plugins, with the jump keys added (`form.components.portableText.plugins`). */
export function RichTextJumpKeys(props: PortableTextPluginsProps) {
  return (
    <>
      {props.renderDefault(props)}
      <BehaviorPlugin behaviors={behaviors} />
    </>
  )
}
