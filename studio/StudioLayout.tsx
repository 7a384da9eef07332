import { useEffect } from 'react'
import type { LayoutProps } from 'sanity'
import { EDITORS_OWN_TITLES_CSS } from './editors-own-titles'
import { keepCaretOnRebuild } from './keep-caret'

/**
 * The Studio's layout, Sanity's own with two things for editors: titles in dialog breadcrumbs keep the editor's own
 * capitals (editors-own-titles.ts), and the caret stays where they type when the Studio mounts a form again under
 * them (keep-caret.ts).
 */
export function StudioLayout(props: LayoutProps) {
  useEffect(() => keepCaretOnRebuild(document), [])
  return (
    <>
      <style>{EDITORS_OWN_TITLES_CSS}</style>
      {props.renderDefault(props)}
    </>
  )
}
