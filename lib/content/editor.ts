/**
 * The editor for the current request (lib/content/edit-attributes.ts): attributes in draft mode, none for readers.
 * Pages call it once and hand the edit functions to their views; components never read draft mode themselves.
 */
import 'server-only'
import { draftMode } from 'next/headers'
import { cache } from 'react'
import { createEditor, editorOptions, noEditor, type Editor } from './edit-attributes'
import { contentConfig } from './env'

async function isDraftMode(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    // Outside a request (build-time rendering of static pages) there is no draft mode: a reader's page.
    return false
  }
}

export const getEditor = cache(async (): Promise<Editor> => {
  // A reader's page: the editor that writes nothing, without reading the Studio's settings.
  if (!(await isDraftMode())) return noEditor
  return createEditor(editorOptions(contentConfig(), process.env, true))
})
