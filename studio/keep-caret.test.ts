/**
 * The caret keeper on a page where a text box is replaced by a new one with the same id, as the Studio does when it
 * mounts a document's form again under an editor who is typing.
 */
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { keepCaretOnRebuild } from '@/studio/keep-caret'

let stop = () => {}
afterEach(() => {
  stop()
  document.body.innerHTML = ''
})

function bullet(value: string) {
  const box = document.createElement('textarea')
  box.id = 'getHelp.now[0]'
  box.value = value
  document.body.append(box)
  return box
}

/** Types at the end of `box` as a browser does: the text, the caret after it, then the input event. */
function typeAtEnd(box: HTMLTextAreaElement, text: string) {
  box.focus()
  box.value += text
  box.setSelectionRange(box.value.length, box.value.length)
  box.dispatchEvent(new Event('input', { bubbles: true }))
}

/** The Studio's rebuild: the box leaves the page, a new one with the same id and `value` comes, caret at 0, focused. */
function rebuild(old: HTMLTextAreaElement, value: string) {
  old.remove()
  const box = bullet(value)
  box.setSelectionRange(0, 0)
  box.focus()
  return box
}

describe('Keeping the caret when the Studio rebuilds a field', () => {
  it('puts the caret of a rebuilt text box back where the editor was typing', () => {
    stop = keepCaretOnRebuild(document)
    const old = bullet('Call 911 if you have chest pain.')
    typeAtEnd(old, ' Or')
    const rebuilt = rebuild(old, 'Call 911 if you have chest pain. Or')
    expect(rebuilt.selectionStart).toBe('Call 911 if you have chest pain. Or'.length)
    expect(rebuilt.selectionEnd).toBe(rebuilt.selectionStart)
  })

  it('leaves a caret alone when the box was not replaced, or is another field', () => {
    stop = keepCaretOnRebuild(document)
    const first = bullet('First bullet')
    typeAtEnd(first, '!')
    const other = document.createElement('textarea')
    other.id = 'getHelp.now[1]'
    other.value = 'Second bullet'
    document.body.append(other)
    other.focus()
    other.setSelectionRange(0, 0)
    expect(other.selectionStart).toBe(0)
    // The editor goes back to the first box themselves: wherever they click stays.
    first.setSelectionRange(2, 2)
    first.focus()
    expect(first.selectionStart).toBe(2)
  })

  it('clamps the caret to the text the rebuilt box holds, and stops when asked', () => {
    stop = keepCaretOnRebuild(document)
    const old = bullet('A long line of text')
    typeAtEnd(old, ' here')
    const shorter = rebuild(old, 'Short')
    expect(shorter.selectionStart).toBe(5)
    stop()
    typeAtEnd(shorter, ' more')
    const after = rebuild(shorter, 'Short more')
    expect(after.selectionStart).toBe(0)
  })
})
