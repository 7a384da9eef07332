import { Flex, Spinner, Text } from '@sanity/ui'
import { type ReactNode, useEffect, useState } from 'react'
import { type InputProps, useCommentsEnabled, useFeatureEnabled, useSource, useWorkspace } from 'sanity'
import { SETTLE_WAIT_MS, SETTLING_DOCUMENT, SETTLING_STUDIO, commentsSettled, tasksSettled } from './settling'

/**
 * Sanity wraps the Studio in its tasks layer, and each document in its comments layer, only once it has learnt that the
 * project has them. It learns that in a deferred render, and when the layer switches in, everything beneath it is
 * mounted afresh: a form an editor is already typing in is thrown away with their last words, while the footer says
 * "Saved". Waiting for the switch before showing the Studio and each form means it happens under a spinner instead.
 */
function useRevealWhen(settled: boolean) {
  // Shown one render after it settles, so the switch's own render stays light and lands at once; and after a few
  // seconds whatever happens, so a layer that never switches in cannot keep the work from the editor.
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), settled ? 0 : SETTLE_WAIT_MS)
    return () => clearTimeout(timer)
  }, [settled])
  return shown
}

function Settling({ label }: { label: string }) {
  return (
    <Flex align="center" justify="center" direction="column" gap={3} padding={5} height="fill" role="status">
      <Spinner muted />
      <Text muted size={1}>
        {label}
      </Text>
    </Flex>
  )
}

/** The Studio, once Sanity's tasks layer is in place above it. */
export function StudioOnceSettled({ children }: { children: ReactNode }) {
  const workspace = useWorkspace()
  const tasks = useFeatureEnabled('sanityTasks')
  const settled = tasksSettled({ workspaceEnabled: workspace.tasks?.enabled !== false, ...tasks })
  const shown = useRevealWhen(settled)
  return shown ? children : <Settling label={SETTLING_STUDIO} />
}

function DocumentOnceSettled(props: InputProps) {
  const { enabled } = useCommentsEnabled()
  const { isLoading, error } = useFeatureEnabled('studioComments')
  const source = useSource()
  const id = typeof props.value === 'object' && props.value && '_id' in props.value ? String(props.value._id) : ''
  const configEnabled = source.document.comments.enabled({ documentId: id, documentType: props.schemaType.name })
  const settled = commentsSettled({ enabled, configEnabled, isLoading, error })
  const shown = useRevealWhen(settled)
  return shown ? props.renderDefault(props) : <Settling label={SETTLING_DOCUMENT} />
}

/** The form input middleware: a document's whole form waits for its comments layer; every other input is as Sanity draws it. */
export function formOnceSettled(documentTypes: ReadonlySet<string>) {
  return function FormInput(props: InputProps) {
    const isDocumentRoot = props.path.length === 0 && documentTypes.has(props.schemaType.name)
    return isDocumentRoot ? <DocumentOnceSettled {...props} /> : props.renderDefault(props)
  }
}
