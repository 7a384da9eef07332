'use client'
import { useRouter } from 'next/navigation'
import { VisualEditing } from 'next-sanity/visual-editing/client-component'
import { useCallback, useRef, type ComponentProps } from 'react'

type Props = Omit<ComponentProps<typeof VisualEditing>, 'refresh'>

/**
 * Sanity's visual editing with the page following the editor: when the Presentation tool reports a change to the
 * draft ("mutation", each keystroke once it is saved) the server components render again from the drafts, and a
 * manual refresh does the same. Keystrokes arrive faster than a render: one refresh runs at a time and the last
 * change that arrived meanwhile gets one more, so the preview ends on the latest text without a render per key.
 */
export function LiveVisualEditing(props: Props) {
  const router = useRouter()
  const state = useRef<{ running: Promise<void> | null; again: boolean }>({ running: null, again: false })
  const refresh = useCallback((): Promise<void> => {
    const s = state.current
    if (s.running) {
      s.again = true
      return s.running
    }
    const run = async () => {
      do {
        s.again = false
        router.refresh()
        // router.refresh() does not say when the new render is in; a short pause lets it land before the next.
        await new Promise((resolve) => setTimeout(resolve, 300))
      } while (s.again)
      s.running = null
    }
    s.running = run()
    return s.running
  }, [router])
  return <VisualEditing {...props} refresh={refresh} />
}
