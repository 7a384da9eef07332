import { describe, expect, it, vi } from 'vitest'

let draft = false
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: draft }) }))

const { getEditor } = await import('./editor')

describe('getEditor', () => {
  it("gives a reader's page the editor that writes nothing", async () => {
    draft = false
    const edit = (await getEditor())({ _id: 'condition-diabetes', _type: 'conditionArticle' })
    expect(edit('title')).toEqual({})
    expect(edit.scope('sections')()).toEqual({})
  })

  it('gives draft mode the click-to-edit attributes of the document shown', async () => {
    draft = true
    const edit = (await getEditor())({ _id: 'condition-diabetes', _type: 'conditionArticle' })
    expect(edit('title')['data-sanity']).toContain('condition-diabetes')
  })
})
