/**
 * Which key presses the rich text editor carries out itself as a jump to the start or the end of the text. The jump
 * itself, typed at once after Ctrl+End in a post's body, is tested in the Studio (tests/e2e/studio-actions.spec.ts).
 */
import { describe, expect, it } from 'vitest'
import { jumpFor, textBlockAtEnd } from './jump-keys'

const press = (key: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
})

describe('jumpFor', () => {
  it('Ctrl+End and Ctrl+Home on Windows and Linux', () => {
    expect(jumpFor(press('End', { ctrlKey: true }), false)).toBe('end')
    expect(jumpFor(press('Home', { ctrlKey: true }), false)).toBe('start')
  })
  it('⌘↓ and ⌘↑ on a Mac', () => {
    expect(jumpFor(press('ArrowDown', { metaKey: true }), true)).toBe('end')
    expect(jumpFor(press('ArrowUp', { metaKey: true }), true)).toBe('start')
  })
  it('leaves the line keys, selecting with Shift and the other platform’s keys to the browser', () => {
    expect(jumpFor(press('End'), false)).toBeNull()
    expect(jumpFor(press('Home'), false)).toBeNull()
    expect(jumpFor(press('End', { ctrlKey: true, shiftKey: true }), false)).toBeNull()
    expect(jumpFor(press('ArrowDown', { metaKey: true, shiftKey: true }), true)).toBeNull()
    expect(jumpFor(press('End', { ctrlKey: true, altKey: true }), false)).toBeNull()
    expect(jumpFor(press('ArrowDown', { metaKey: true }), false)).toBeNull()
    expect(jumpFor(press('End', { ctrlKey: true }), true)).toBeNull()
    expect(jumpFor(press('ArrowDown', { ctrlKey: true }), false)).toBeNull()
  })
})

describe('textBlockAtEnd', () => {
  const paragraph = (key: string) => ({
    _key: key,
    _type: 'block',
    style: 'normal',
    markDefs: [],
    children: [{ _key: `${key}s`, _type: 'span', text: key, marks: [] }],
  })
  const callout = (key: string) => ({ _key: key, _type: 'callout', tone: 'info', text: 'A box' })
  const snapshot = (value: unknown[]) =>
    ({
      context: { schema: { block: { name: 'block' }, span: { name: 'span' } }, value },
    }) as unknown as Parameters<typeof textBlockAtEnd>[0]

  it('skips the callouts at either end: they hold no caret, and words typed on one were lost', () => {
    const text = snapshot([callout('c1'), paragraph('p1'), paragraph('p2'), callout('c2')])
    expect(textBlockAtEnd(text, 'end')?.path).toEqual([{ _key: 'p2' }])
    expect(textBlockAtEnd(text, 'start')?.path).toEqual([{ _key: 'p1' }])
  })
  it('is the last or first block itself when that is a paragraph, and none when there is no paragraph', () => {
    expect(textBlockAtEnd(snapshot([paragraph('p1'), paragraph('p2')]), 'end')?.node._key).toBe('p2')
    expect(textBlockAtEnd(snapshot([callout('c1')]), 'end')).toBeUndefined()
  })
})
