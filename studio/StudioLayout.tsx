import { useToast } from '@sanity/ui/toast'
import { useEffect, useRef } from 'react'
import type { LayoutProps } from 'sanity'
import { EDITORS_OWN_TITLES_CSS } from './editors-own-titles'
import { keepCaretOnRebuild } from './keep-caret'
import { lostTypingNotice } from './lost-typing'
import { StudioOnceSettled } from './settle-gate'

/**
 * The Studio's layout, Sanity's own with two things for editors: titles in dialog breadcrumbs keep the editor's own
 * capitals (editors-own-titles.ts), and what they type survives the Studio mounting a form again under them
 * (keep-caret.ts): the caret is put back in a text box, and typing that a rich text field could not take is shown
 * to them word for word, so nothing vanishes while the footer says "Saved". The Studio itself is shown once Sanity's
 * tasks layer is in place above it (settle-gate.tsx), so that layer switching in does not rebuild it under the editor.
 */
export function StudioLayout(props: LayoutProps) {
  const toast = useToast()
  // The keeper runs once for the Studio's life (it remembers the field being typed in); it reaches the current toast.
  const push = useRef(toast.push)
  useEffect(() => {
    push.current = toast.push
  }, [toast])
  useEffect(() => keepCaretOnRebuild(document, { onLost: (text) => push.current(lostTypingNotice(text)) }), [])
  return (
    <>
      <style>{EDITORS_OWN_TITLES_CSS}</style>
      <StudioOnceSettled>{props.renderDefault(props)}</StudioOnceSettled>
    </>
  )
}
