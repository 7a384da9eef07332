/**
 * Click-to-edit in the Studio's Preview (Presentation) tool: the `data-sanity` attribute that ties an element on the
 * page to the document field it shows, so that Sanity's overlays (components/layout/PreviewTools, draft mode only)
 * can outline it and a click opens that field in the Studio.
 *
 * Attributes, not stega (content source maps): the local Content Lake runs GROQ with groq-js, which produces no
 * source maps, and one mechanism serves both modes (docs/architecture.md, "Click-to-edit in the Preview tool").
 * An edit function answers the attributes to spread on the element (`<h1 {...edit('title')}>`): outside draft mode
 * an empty object, so a reader's HTML and the page's RSC payload carry no attribute, not even an empty one.
 */
import { createDataAttribute, type CreateDataAttributeProps } from 'next-sanity'
import { readVariable } from '@/lib/config'
import { DEFAULT_DATASET, LOCAL_PROJECT_ID, type Env } from '@/lib/defaults'
import { routes } from '@/lib/site/routes'
import type { ContentConfig } from './env'

/** A path inside a document: `title`, `sections[_key=="k"].body`, or its segments (`['sections', {_key: 'k'}]`). */
export type EditPath = NonNullable<CreateDataAttributeProps['path']>

/** What an element spreads: `data-sanity` in the Preview tool, nothing otherwise. */
export type EditAttributes = { readonly 'data-sanity'?: string }

/** A reader's page, or a value that is not (part of) a document: nothing to spread. */
export const NO_ATTRIBUTES: EditAttributes = Object.freeze({})

/**
 * The attributes for a field of one document: `edit('title')` is `{'data-sanity': …}` for the title, or
 * `NO_ATTRIBUTES` when the page is not being previewed. `edit.scope('sections[_key=="k"]')` is the same for the fields
 * below that path, for a component that shows part of a document (a section, a Portable Text body); a scoped edit
 * called with no path names the scope itself.
 */
export type Edit = {
  (path?: EditPath): EditAttributes
  scope(path: EditPath): Edit
}

/** What a getter returns for a document a page shows: its id and type (a draft is previewed under the same id). */
export type EditableDocument = { _id?: string | null; _type?: string | null }

/**
 * Attributes meant for a client component's props (plain objects, as `edits={{note: edit('note')}}`), or undefined
 * when none carries an attribute: on a reader's page the props, and so the page's RSC payload, stay as they were.
 */
export function clientEdits<T extends object>(edits: T): T | undefined {
  return JSON.stringify(edits).includes('"data-sanity"') ? edits : undefined
}

/** The edit function for a document; a document without an id or type (or any document on a reader's page) gets `noEdit`. */
export type Editor = (doc: EditableDocument | null | undefined) => Edit

export type EditorOptions = {
  /** Draft mode: only then are attributes written. */
  enabled: boolean
  /** Where the Studio is mounted (its `basePath`), for the overlay's "Open in Studio" link outside Presentation. */
  studioUrl: string
  projectId: string
  dataset: string
}

/** Answers no attributes for every path: a reader's page, or a value that is not (part of) a document. */
export const noEdit: Edit = Object.assign(() => NO_ATTRIBUTES, { scope: () => noEdit })

/** The editor of a reader's page (and the default of every component that takes one). */
export const noEditor: Editor = () => noEdit

const isEmpty = (path: EditPath | undefined) => path === undefined || path.length === 0

/** `scoped` is false at the document's root, where Sanity's helper needs a path to name a field. */
function wrap(attribute: ReturnType<typeof createDataAttribute<CreateDataAttributeProps>>, scoped: boolean): Edit {
  const call = attribute as unknown as (path?: EditPath) => string
  const attributes = (path?: EditPath): EditAttributes =>
    isEmpty(path) ? (scoped ? { 'data-sanity': call() } : NO_ATTRIBUTES) : { 'data-sanity': call(path) }
  const edit: Edit = Object.assign(attributes, {
    scope: (path: EditPath) => (isEmpty(path) ? edit : wrap(attribute.scope(path), true)),
  })
  return edit
}

/** The editor for a page: in draft mode, attributes for any document the page shows; otherwise `noEdit` for all. */
export function createEditor(options: EditorOptions): Editor {
  if (!options.enabled) return noEditor
  const { studioUrl: baseUrl, projectId, dataset } = options
  return (doc) =>
    doc?._id && doc._type
      ? wrap(createDataAttribute({ id: doc._id, type: doc._type, baseUrl, projectId, dataset }), false)
      : noEdit
}

/**
 * The project and dataset the Studio edits: the configured Sanity project, or in local mode the local lake's
 * project id and the dataset name the Studio uses (studio/env.ts reads the same variable with the same default).
 */
export function studioTarget(config: ContentConfig, env: Env): { projectId: string; dataset: string } {
  if (config.mode === 'sanity') return { projectId: config.projectId, dataset: config.dataset }
  return {
    projectId: LOCAL_PROJECT_ID,
    dataset: readVariable(env, 'NEXT_PUBLIC_SANITY_DATASET').value ?? DEFAULT_DATASET,
  }
}

/** The options for this request: enabled in draft mode (the Presentation tool always previews in draft mode). */
export function editorOptions(config: ContentConfig, env: Env, draft: boolean): EditorOptions {
  return { enabled: draft, studioUrl: routes.studio(), ...studioTarget(config, env) }
}
