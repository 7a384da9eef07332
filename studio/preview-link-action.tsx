/**
 * "Preview link": mints a preview secret (the same @sanity/preview-url-secret documents the Presentation tool
 * writes, through the Studio's own client, so it works against Sanity and the local lake alike) and shows a link
 * that turns preview on and opens the document's page. Anyone with the link sees drafts for an hour (the
 * package's secret lifetime), so it is meant for a reviewer, not for publishing.
 */
import { Box, Button, Flex, Stack, Text, TextInput } from '@sanity/ui'
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'
import { useState } from 'react'
import { useClient, useCurrentUser, type DocumentActionComponent } from 'sanity'
import { documentPath, previewEnableUrl, type PreviewableDocument } from '../lib/site/preview'
import { routes } from '../lib/site/routes'
import { studioApiVersion } from './env'

type LinkState =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'ready'; url: string; expiresAt: Date }
  | { status: 'error'; message: string }

export const PreviewLinkAction: DocumentActionComponent = (props) => {
  const client = useClient({ apiVersion: studioApiVersion })
  const user = useCurrentUser()
  const [link, setLink] = useState<LinkState>({ status: 'idle' })
  const doc = (props.draft ?? props.published) as PreviewableDocument | null
  const path = doc ? documentPath(doc) : null
  if (!path) return null
  const close = () => setLink({ status: 'idle' })
  const mint = async () => {
    setLink({ status: 'busy' })
    try {
      const origin = window.location.origin
      const { secret, expiresAt } = await createPreviewSecret(
        client,
        'health-education-studio',
        new URL(routes.studio(), origin).toString(),
        user?.id,
      )
      setLink({ status: 'ready', url: previewEnableUrl(origin, path, secret), expiresAt })
    } catch (error) {
      setLink({ status: 'error', message: `The preview link could not be created: ${(error as Error).message}` })
    }
  }
  return {
    label: 'Preview link',
    title: 'A link a reviewer can open to see this draft on the site (valid for one hour)',
    onHandle: () => void mint(),
    disabled: link.status === 'busy',
    dialog: link.status !== 'idle' &&
      link.status !== 'busy' && {
        type: 'dialog',
        header: 'Preview link',
        onClose: close,
        content:
          link.status === 'ready' ? (
            <Stack gap={4}>
              <Text size={1}>
                Send this link to the reviewer. It shows the draft with a preview banner and stops working at{' '}
                {link.expiresAt.toLocaleTimeString()}.
              </Text>
              <TextInput
                readOnly
                value={link.url}
                aria-label="Preview link"
                onFocus={(e) => e.currentTarget.select()}
              />
              <Flex gap={2} justify="flex-end">
                <Button mode="ghost" text="Copy" onClick={() => void navigator.clipboard?.writeText(link.url)} />
                <Button as="a" href={link.url} target="_blank" rel="noopener" text="Open" tone="primary" />
              </Flex>
            </Stack>
          ) : (
            <Box>
              <Text size={1} role="alert">
                {link.message}
              </Text>
            </Box>
          ),
      },
  }
}
PreviewLinkAction.displayName = 'PreviewLinkAction'
