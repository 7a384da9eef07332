import { decodeSanityNodeData } from '@sanity/visual-editing-csm'
import { describe, expect, it } from 'vitest'
import { clientEdits, createEditor, editorOptions, noEdit, studioTarget, type EditAttributes } from './edit-attributes'
import type { ContentConfig } from './env'

const local: ContentConfig = {
  mode: 'local',
  projectId: 'local',
  dataset: 'production',
  apiVersion: '2025-07-01',
  apiHost: 'http://127.0.0.1:4010',
  readToken: undefined,
  revalidateSeconds: 60,
  localLakePort: 4010,
}
const sanity: ContentConfig = {
  mode: 'sanity',
  projectId: 'abc123',
  dataset: 'staging',
  apiVersion: '2025-07-01',
  apiHost: undefined,
  readToken: undefined,
  revalidateSeconds: 60,
  localLakePort: 4010,
}
const guide = { _id: 'condition-diabetes', _type: 'conditionArticle' }
const editor = createEditor(editorOptions(local, {}, true))

/** What the Presentation tool's overlay reads back from the attribute. */
const decoded = ({ 'data-sanity': attribute }: EditAttributes) => {
  expect(attribute).toBeTypeOf('string')
  return decodeSanityNodeData(attribute!) as { id: string; type: string; path: string; baseUrl: string }
}

describe('data-sanity attributes', () => {
  it('name the document, its type, the field and the Studio a click opens', () => {
    expect(decoded(editor(guide)('title'))).toMatchObject({
      id: 'condition-diabetes',
      type: 'conditionArticle',
      path: 'title',
      baseUrl: '/studio',
    })
  })

  it('name a Portable Text block inside a keyed section, whether the path is a string or segments', () => {
    const section = editor(guide).scope([`sections`, { _key: 's1' }])
    const body = section.scope('body')
    const expected = 'sections[_key=="s1"].body[_key=="b7"]'
    expect(decoded(body([{ _key: 'b7' }])).path).toBe(expected)
    expect(decoded(editor(guide)('sections[_key=="s1"].body[_key=="b7"]')).path).toBe(expected)
    // A scope called with no path names the scope itself (a section's heading row, a whole body).
    expect(decoded(section.scope('title')()).path).toBe('sections[_key=="s1"].title')
  })

  it('point drafts at the published id, as the Studio opens them', () => {
    expect(decoded(editor({ _id: 'drafts.condition-diabetes', _type: 'conditionArticle' })('intro')).id).toBe(
      'condition-diabetes',
    )
  })

  it('are absent (no key at all, so nothing reaches the HTML or the RSC payload) on a reader page (no draft mode), for every document and path', () => {
    const reader = createEditor(editorOptions(sanity, {}, false))
    expect(reader(guide)('title')).toEqual({})
    expect(
      reader(guide)
        .scope('sections')
        .scope([{ _key: 'a' }])('body'),
    ).toEqual({})
    expect(noEdit('title')).toEqual({})
  })

  it('are absent for values that are not documents, and for the document root (no field named)', () => {
    expect(editor(null)('title')).toEqual({})
    expect(editor({ _id: 'x' })('title')).toEqual({})
    expect(editor({ _type: 'stat' })('title')).toEqual({})
    expect(editor(guide)()).toEqual({})
    expect(editor(guide)('')).toEqual({})
  })

  it("reach a client component's props only in the Preview tool: a reader's props stay undefined", () => {
    const reader = createEditor(editorOptions(local, {}, false))(guide)
    expect(clientEdits({ note: reader('intro'), chips: [reader(['keyPoints', 0])] })).toBeUndefined()
    const preview = { note: editor(guide)('intro'), chips: [editor(guide)(['keyPoints', 0])] }
    expect(clientEdits(preview)).toBe(preview)
    expect(decoded(clientEdits(preview)!.chips[0]!).path).toBe('keyPoints[0]')
  })

  it('carry no invisible characters', () => {
    const value = editor(guide).scope('sections[_key=="s1"].body')([{ _key: 'b7' }])['data-sanity']
    expect(value).toMatch(/^[\x20-\x7e]+$/)
  })
})

describe('the Studio a click opens', () => {
  it('is the configured Sanity project and dataset in Sanity mode', () => {
    expect(studioTarget(sanity, {})).toEqual({ projectId: 'abc123', dataset: 'staging' })
  })
  it("is the local lake's project and the Studio's dataset in local mode", () => {
    expect(studioTarget(local, {})).toEqual({ projectId: 'local', dataset: 'production' })
    expect(studioTarget(local, { NEXT_PUBLIC_SANITY_DATASET: 'demo' })).toEqual({ projectId: 'local', dataset: 'demo' })
  })
})
