/**
 * The Studio's own workspace, built offline the way the Studio builds it (sanity's createSourceFromConfig with this
 * project's config), for tests of its configuration and of its validation as the document pane runs it.
 * Nothing leaves the process: the client is never called, and the one rule that asks the API (is the slug unique?)
 * is answered "yes".
 */
import { createClient } from '@sanity/client'
import { createSourceFromConfig, validateDocument, type SanityDocument, type Source } from 'sanity'
import config from '@/sanity.config'

export async function offlineStudioSource(): Promise<Source> {
  const client = createClient({ projectId: 'offline', dataset: 'production', apiVersion: '2025-07-01', useCdn: false })
  return createSourceFromConfig({
    ...config,
    currentUser: { id: 'editor', name: 'Editor', email: 'editor@example.test', role: 'administrator', roles: [] },
    getClient: () => client,
  })
}

const offlineClient = { fetch: async () => true, withConfig: () => offlineClient }

/** The markers (errors, warnings) the document pane shows for a document. */
export function studioMarkers(source: Source, document: Record<string, unknown>) {
  return validateDocument({
    document: document as unknown as SanityDocument,
    workspace: source as never,
    environment: 'studio',
    getClient: () => offlineClient as never,
    getDocumentExists: async () => true,
  })
}
