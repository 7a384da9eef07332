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

/** Sanity's rich text editor as the page has it: a block, a span and its text. */
function richEditor(text: string) {
  const field = document.createElement('fieldset')
  field.setAttribute('data-testid', 'field-body')
  // jsdom focuses only what has a tab index; the Studio's editor is focusable as a contenteditable.
  field.innerHTML = `<div data-pt-editor="true" contenteditable="true" tabindex="-1"><div data-pt-block="text"><span data-pt-text="true">${text}</span></div></div>`
  document.body.append(field)
  return field.querySelector<HTMLElement>('[data-pt-editor]')!
}

/** A key pressed on whatever has focus; whether the page was kept from acting on it. */
function press(key: string) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
  ;(document.activeElement ?? document.body).dispatchEvent(event)
  return event.defaultPrevented
}

const settle = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms))

describe('Keys typed while the Studio rebuilds a rich text field', () => {
  it('are kept from the page and reported, so the editor learns exactly what was not saved', async () => {
    const lost: string[] = []
    stop = keepCaretOnRebuild(document, { onLost: (text) => lost.push(text), reportAfterMs: 20 })
    const old = richEditor('Stress affects the whole body.')
    old.focus()
    old.dispatchEvent(new KeyboardEvent('keyup', { key: 's', bubbles: true }))
    old.closest('fieldset')!.remove()
    richEditor('Stress affects the whole body.')
    // Sanity focuses the form's first tab by itself: the keys do not press it.
    const tab = document.createElement('button')
    document.body.append(tab)
    tab.focus()
    for (const key of ['a', 'b', 'Backspace', ' ', 'c']) expect(press(key), key).toBe(true)
    await settle(40)
    expect(lost).toEqual(['a c'])
  })

  it('leaves alone a field the editor clicks, and the keys typed while an editor is on the page', async () => {
    const lost: string[] = []
    stop = keepCaretOnRebuild(document, { onLost: (text) => lost.push(text), reportAfterMs: 10 })
    const editor = richEditor('Sleep and mood.')
    editor.focus()
    editor.dispatchEvent(new KeyboardEvent('keyup', { key: 'p', bubbles: true }))
    expect(press('x')).toBe(false)
    editor.closest('fieldset')!.remove()
    const title = bullet('Title')
    title.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    title.focus()
    expect(press('y')).toBe(false)
    await settle(30)
    expect(lost).toEqual([])
  })
})

describe('Keys pressed while a text box is rebuilt', () => {
  it('types them into the rebuilt box, after the text already there, and reports nothing', async () => {
    const lost: string[] = []
    stop = keepCaretOnRebuild(document, { onLost: (text) => lost.push(text), reportAfterMs: 10 })
    const old = bullet('Call 911')
    typeAtEnd(old, ' now')
    old.remove()
    expect(press(' ')).toBe(true)
    expect(press('!')).toBe(true)
    const box = bullet('Call 911 now')
    box.setSelectionRange(0, 0)
    box.focus()
    expect(box.value).toBe('Call 911 now !')
    expect(box.selectionStart).toBe('Call 911 now !'.length)
    await settle(30)
    expect(lost).toEqual([])
  })
})
