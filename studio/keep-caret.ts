/**
 * Keeps the caret where the editor was typing when the Studio rebuilds a field under them.
 *
 * Sanity wraps a document's form in its comments provider only once it knows comments are on for the project, and
 * it learns that in a deferred render: until then the form sits in a plain fragment. When that render lands, the
 * element type above the form changes and React mounts the whole form again. Sanity then focuses the field that had
 * focus (its input keeps the same path-based id), but a new text box puts the caret at its start, so the next keys
 * land before the text. On a fast machine that happens within a moment of opening a document; on two busy cores it
 * came up to 12 s after the fields showed, while an editor was already typing in a get-help bullet.
 *
 * So: remember the caret of the text box being typed in; when a new text box with the same id takes focus and the
 * one it replaces has left the page, put the caret back where it was (clamped to the text it now holds). A text box
 * focused by the editor (the old one still on the page) is left alone.
 */
type TextControl = HTMLInputElement | HTMLTextAreaElement
type Caret = { control: TextControl; id: string; start: number; end: number }

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'url', 'email', 'tel', ''])

function textControl(target: EventTarget | null): TextControl | null {
  if (!target || typeof target !== 'object' || !('tagName' in target)) return null
  const element = target as HTMLElement
  if (element.tagName === 'TEXTAREA') return element as HTMLTextAreaElement
  if (element.tagName === 'INPUT' && TEXT_INPUT_TYPES.has((element as HTMLInputElement).type)) {
    return element as HTMLInputElement
  }
  return null
}

/** Starts keeping the caret in `doc`; returns the function that stops it. */
export function keepCaretOnRebuild(doc: Document): () => void {
  let last: Caret | null = null
  const remember = (event: Event) => {
    const control = textControl(event.target)
    if (!control?.id || control.selectionStart === null) return
    last = {
      control,
      id: control.id,
      start: control.selectionStart,
      end: control.selectionEnd ?? control.selectionStart,
    }
  }
  const restore = (event: Event) => {
    const control = textControl(event.target)
    if (!control || !last || control === last.control || control.id !== last.id || last.control.isConnected) return
    const length = control.value.length
    control.setSelectionRange(Math.min(last.start, length), Math.min(last.end, length))
    last = { ...last, control }
  }
  const remembered = ['input', 'keyup', 'mouseup', 'select'] as const
  for (const type of remembered) doc.addEventListener(type, remember, true)
  doc.addEventListener('focusin', restore, true)
  return () => {
    for (const type of remembered) doc.removeEventListener(type, remember, true)
    doc.removeEventListener('focusin', restore, true)
  }
}
