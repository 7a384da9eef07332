'use client'
import { lazy, Suspense, type ComponentProps } from 'react'
import type { LiveVisualEditing as Live } from './LiveVisualEditing'

// Loaded only when it renders (draft mode): imported directly, the component and next-sanity's next/dynamic loader
// around Sanity's overlays would be in every reader's page, since the layout's client components all ship with it
// (the figure in docs/performance.md). React's own lazy costs nothing more.
const LiveVisualEditing = lazy(() => import('./LiveVisualEditing').then((m) => ({ default: m.LiveVisualEditing })))

/** Sanity's visual editing, its code fetched when a preview first renders it. */
export function LazyLiveVisualEditing(props: ComponentProps<typeof Live>) {
  return (
    <Suspense fallback={null}>
      <LiveVisualEditing {...props} />
    </Suspense>
  )
}
