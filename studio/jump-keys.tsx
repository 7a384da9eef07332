/**
 * Ctrl+End and Ctrl+Home (⌘↓ and ⌘↑ on a Mac) in a rich text field, carried out by the editor itself.
 *
 * Sanity's rich text editor keeps its own selection and reads the browser's caret back at most every 100 ms. Left to
 * the browser, Ctrl+End moves the browser's caret only; a key pressed within that 100 ms is typed where the editor's
 * older selection still is (the last click), and the editor then puts that selection back. Raised as the editor's own
 * `select` event, the jump moves the editor's selection first and the browser's caret follows it, so the next key lands
 * at the end (or the start) however soon it comes.
 *
 * The jump goes to the last (or first) paragraph, not to a callout or table after it: such a block holds no caret, and
 * the editor drops words typed while one is selected. Words typed with one selected anyway (clicked, or reached with
 * the arrow keys) start a new paragraph after it instead of being dropped.
 */
import { defineBehavior, raise } from '@portabletext/editor/behaviors'
import { BehaviorPlugin } from '@portabletext/editor/plugins'
import { getFocusBlockObject, isSelectionCollapsed } from '@portabletext/editor/selectors'
import { getBlockEndPoint, getBlockStartPoint, isTextBlock } from '@portabletext/editor/utils'
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

type Snapshot = Parameters<typeof getFocusBlockObject>[0]

/** The last (or first) paragraph of the text, skipping the callouts and tables around it; none in a text without one. */
export function textBlockAtEnd(snapshot: Snapshot, end: 'start' | 'end') {
  const blocks = snapshot.context.value
  const ordered = end === 'end' ? [...blocks].reverse() : blocks
  const node = ordered.find((block) => isTextBlock(snapshot.context, block))
  return node ? { node, path: [{ _key: node._key }] as [{ _key: string }] } : undefined
}

export const jumpBehavior = defineBehavior({
  on: 'keyboard.keydown',
  guard: ({ snapshot, event }) => {
    const jump = jumpFor(event.originEvent, isMac())
    if (!jump) return false
    const block = textBlockAtEnd(snapshot, jump)
    if (!block) return false
    const point =
      jump === 'end'
        ? getBlockEndPoint({ context: snapshot.context, block })
        : getBlockStartPoint({ context: snapshot.context, block })
    return { point }
  },
  actions: [(_, { point }) => [raise({ type: 'select', at: { anchor: point, focus: point } })]],
})

/** Words typed while a callout or table is selected: a new paragraph after it, holding them. */
export const typeAfterBlockObject = defineBehavior({
  on: 'insert.text',
  guard: ({ snapshot }) => isSelectionCollapsed(snapshot) && Boolean(getFocusBlockObject(snapshot)),
  actions: [
    ({ snapshot, event }) => [
      raise({
        type: 'insert.block',
        block: {
          _type: snapshot.context.schema.block.name,
          children: [{ _type: snapshot.context.schema.span.name, text: event.text, marks: [] }],
        },
        placement: 'after',
        select: 'end',
      }),
    ],
  ],
})

const behaviors = [jumpBehavior, typeAfterBlockObject]

/** Sanity's rich text plugins, with the jump keys added (`form.components.portableText.plugins`). */
export function RichTextJumpKeys(props: PortableTextPluginsProps) {
  return (
    <>
      {props.renderDefault(props)}
      <BehaviorPlugin behaviors={behaviors} />
    </>
  )
}
