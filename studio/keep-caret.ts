/**
 * Keeps what an editor types when the Studio rebuilds a field under them.
 *
 * Sanity wraps a document's form in its comments provider only once it knows comments are on for the project, and
 * it learns that in a deferred render: until then the form sits in a plain fragment. When that render lands, the
 * element type above the form changes and React mounts the whole form again; the form is mounted again at other
 * moments too (seen a few seconds into the first edit of a document). On a fast machine that happens within a moment
 * of opening a document; on two busy cores it came up to 12 s after the fields showed, while an editor was typing.
 *
 * - A text box (a get-help bullet, a title): Sanity focuses the new box (it keeps the same path-based id), but with
 *   the caret at its start, so the next keys land before the text. The caret is put back where it was, clamped to
 *   the text the box now holds, and the keys pressed while no box had focus are typed into it, in order.
 * - A rich text editor (a post's body): Sanity does not focus the new editor, and focusing it from outside does not
 *   make it take keys (its own model of focus and selection stays behind), so what is typed next would reach the
 *   page and vanish while the footer says "Saved". Those keys are kept and handed to `onLost`, which tells the editor
 *   exactly what was not saved, so they can click where they were and type it again.
 *
 * A field the editor focuses themselves (a click, a tap, Tab) is left alone, and nothing is kept a while after the
 * last key (the editor has moved on).
 */
type TextControl = HTMLInputElement | HTMLTextAreaElement
type Caret =
  | { kind: 'text'; control: TextControl; id: string; start: number; end: number; at: number }
  | { kind: 'rich'; control: HTMLElement; at: number }

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'url', 'email', 'tel', ''])
/** How long after the last key or click a rebuilt field still counts as the one being typed in. */
const TYPING_WITHIN_MS = 15_000
/** A focus this soon after a click, a tap or Tab is the editor's own. */
const GESTURE_MS = 500
/** At most this many keys are kept. */
const MAX_KEPT_KEYS = 500

function textControl(target: EventTarget | null): TextControl | null {
  if (!target || typeof target !== 'object' || !('tagName' in target)) return null
  const element = target as HTMLElement
  if (element.tagName === 'TEXTAREA') return element as HTMLTextAreaElement
  if (element.tagName === 'INPUT' && TEXT_INPUT_TYPES.has((element as HTMLInputElement).type)) {
    return element as HTMLInputElement
  }
  return null
}

/** The Portable Text editor an element is in (Sanity's rich text input). */
function richEditor(node: Node | null): HTMLElement | null {
  const element = node && (node.nodeType === 1 ? (node as Element) : node.parentElement)
  return (element?.closest('[data-pt-editor]') as HTMLElement | null) ?? null
}

/** Types `text` where the caret is in a text box, as the keyboard would (the box's own input handling sees it). */
function typeInto(control: TextControl, text: string) {
  if (!text) return
  // execCommand types as the keyboard does, so the Studio's input records it; a page without it gets the value set.
  if (control.ownerDocument.execCommand?.('insertText', false, text)) return
  const at = control.selectionStart ?? control.value.length
  control.setRangeText(text, at, control.selectionEnd ?? at, 'end')
  control.dispatchEvent(new Event('input', { bubbles: true }))
}

export type KeepCaretOptions = {
  /** Called with what was typed while a rebuilt field had no focus and could not be given it back. */
  onLost?: (text: string) => void
  /** How long after the last such key `onLost` is called. */
  reportAfterMs?: number
}

/** Starts keeping the caret in `doc`; returns the function that stops it. */
export function keepCaretOnRebuild(
  doc: Document,
  { onLost, reportAfterMs = 1_000 }: KeepCaretOptions = {},
): () => void {
  let last: Caret | null = null
  let kept = ''
  let report: ReturnType<typeof setTimeout> | undefined
  // Sanity focuses the form's first control (its "All fields" tab) when it mounts the form again: a focus nobody
  // asked for. A focus that follows a click, a tap or Tab is the editor's own.
  let gestureAt = 0
  let autoFocused: Element | null = null
  const pending = () => last !== null && !last.control.isConnected && Date.now() - last.at < TYPING_WITHIN_MS
  const nothingFocused = () =>
    doc.activeElement === null ||
    doc.activeElement === doc.body ||
    (autoFocused !== null && doc.activeElement === autoFocused)

  const takeKept = () => {
    clearTimeout(report)
    const text = kept
    kept = ''
    return text
  }

  const remember = (event: Event) => {
    const control = textControl(event.target)
    if (control?.id && control.selectionStart !== null) {
      last = {
        kind: 'text',
        control,
        id: control.id,
        start: control.selectionStart,
        end: control.selectionEnd ?? control.selectionStart,
        at: Date.now(),
      }
      return
    }
    const editor = richEditor(event.target as Node | null) ?? richEditor(doc.activeElement)
    if (editor) last = { kind: 'rich', control: editor, at: Date.now() }
  }

  const focused = (event: Event) => {
    const own = Date.now() - gestureAt < GESTURE_MS
    autoFocused = !own && pending() ? (event.target as Element) : null
    const control = textControl(event.target)
    if (!control || last?.kind !== 'text' || control === last.control || control.id !== last.id) return
    if (last.control.isConnected) return
    const length = control.value.length
    control.setSelectionRange(Math.min(last.start, length), Math.min(last.end, length))
    last = { ...last, control }
    autoFocused = null
    typeInto(control, takeKept())
  }

  const gesture = (event: Event) => {
    if (event.type !== 'keydown' || (event as KeyboardEvent).key === 'Tab') gestureAt = Date.now()
  }

  const keep = (event: KeyboardEvent) => {
    gesture(event)
    if (!pending() || !nothingFocused() || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return
    if (event.key.length === 1 && kept.length < MAX_KEPT_KEYS) kept += event.key
    else if (event.key === 'Backspace' && kept) kept = kept.slice(0, -1)
    else return
    // Not typed into the page (a space would press the focused tab).
    event.preventDefault()
    clearTimeout(report)
    report = setTimeout(() => {
      const text = takeKept()
      if (text.trim()) onLost?.(text)
    }, reportAfterMs)
  }

  const remembered = ['input', 'keyup', 'mouseup', 'select'] as const
  for (const type of remembered) doc.addEventListener(type, remember, true)
  doc.addEventListener('focusin', focused, true)
  doc.addEventListener('keydown', keep, true)
  doc.addEventListener('pointerdown', gesture, true)
  return () => {
    clearTimeout(report)
    for (const type of remembered) doc.removeEventListener(type, remember, true)
    doc.removeEventListener('focusin', focused, true)
    doc.removeEventListener('keydown', keep, true)
    doc.removeEventListener('pointerdown', gesture, true)
  }
}
