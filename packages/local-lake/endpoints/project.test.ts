/**
 * The project endpoints: who the Studio talks to, the project, its dataset and the grants.
 * Contract tests through the real @sanity/client (the same client the Studio uses), against a lake on a temporary
 * copy of the seed (test-support/lake.ts).
 */
import type { SanityClient } from '@sanity/client'
import { beforeAll, describe, expect, it } from 'vitest'
import { testLake } from '../test-support/lake'

const t = testLake()
let editor: SanityClient
let anonymous: SanityClient
beforeAll(() => {
  ;({ editor, anonymous } = t)
})

describe('local Content Lake: users, project and grants', () => {
  it('knows the editor only with the token', async () => {
    expect(await anonymous.request({ uri: '/users/me' })).toEqual({})
    expect(await editor.request({ uri: '/users/me' })).toMatchObject({ id: 'p-local-editor', role: 'administrator' })
  })

  it("answers the Releases tool's plan question with the history the project keeps", async () => {
    const plan = await editor.request<{ featureTypes: { retention: { features: Array<{ attributes: object }> } } }>({
      uri: '/subscriptions/project/local',
    })
    expect(plan.featureTypes.retention.features[0]?.attributes).toEqual({ maxRetentionDays: 3650 })
  })

  it('describes the project, its dataset and the editor grants', async () => {
    expect(await editor.request({ uri: '/projects/local' })).toMatchObject({ id: 'local' })
    expect(await editor.request({ uri: '/projects/local/datasets' })).toEqual([
      expect.objectContaining({ name: 'production', datasetProfile: 'content', addonFor: null }),
    ])
    const grants = await editor.request<Array<{ permissions: string[] }>>({
      uri: '/projects/local/datasets/production/acl',
    })
    expect(grants[0]?.permissions).toEqual(expect.arrayContaining(['read', 'create', 'update', 'history']))
  })

  it('makes the comments and tasks add-on dataset as the Studio asks for it, once, and serves it as a dataset', async () => {
    const find = () =>
      editor.request<Array<{ name: string; datasetProfile: string; addonFor: string | null; aclMode: string }>>({
        uri: '/projects/local/datasets?datasetProfile=comments&addonFor=production',
      })
    await expect(anonymous.request({ uri: '/comments/production/setup', method: 'POST' })).rejects.toMatchObject({
      statusCode: 401,
    })
    const setup = await editor.request<{ datasetName: string }>({ uri: '/comments/production/setup', method: 'POST' })
    expect(setup.datasetName).toBe('production-comments')
    // Asked again (two tabs open the comments at once), the same dataset: not a second one, not an error.
    expect(await editor.request({ uri: '/comments/production/setup', method: 'POST' })).toEqual(setup)
    expect(await find()).toEqual([
      expect.objectContaining({
        name: 'production-comments',
        datasetProfile: 'comments',
        addonFor: 'production',
        aclMode: 'private',
      }),
    ])
    // A comment is written, read and refused to anonymous readers in it, as the Studio's comments client does.
    const comments = editor.withConfig({ dataset: setup.datasetName })
    await comments.create({
      _id: 'comment-1',
      _type: 'comment',
      status: 'open',
      message: [{ _type: 'block', _key: 'a', children: [{ _type: 'span', _key: 'b', text: 'Cite a source here.' }] }],
      target: {
        document: { _type: 'crossDatasetReference', _ref: 'condition-obesity', _dataset: 'production', _weak: true },
      },
    })
    expect(await comments.fetch('*[_type == "comment"]._id')).toEqual(['comment-1'])
    await expect(anonymous.withConfig({ dataset: setup.datasetName }).fetch('*')).rejects.toMatchObject({
      statusCode: 401,
    })
    // The content dataset is untouched, and a dataset that does not exist has no comments.
    expect(await editor.fetch('*[_type == "comment"]')).toEqual([])
    await expect(editor.request({ uri: '/comments/nowhere/setup', method: 'POST' })).rejects.toMatchObject({
      statusCode: 404,
    })
  })

  it('answers the project grants Studio 6 asks for: read, and neither deploying a Studio nor inviting', async () => {
    const grants = await editor.request<Record<string, Array<{ grants: Array<{ name: string }> }>>>({
      uri: '/projects/local/grants',
      tag: 'sanity.studio.get-grants',
    })
    const names = Object.values(grants).flatMap((resources) => resources.flatMap((r) => r.grants.map((g) => g.name)))
    expect(names).toContain('read')
    // With deployStudio, Studio 6 uploads its schema to the project on every load; with invite it offers invitations.
    expect(names).not.toContain('deployStudio')
    expect(names).not.toContain('invite')
    await expect(anonymous.request({ uri: '/projects/local/grants' })).rejects.toMatchObject({ statusCode: 401 })
  })
})
