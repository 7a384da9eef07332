/**
 * The Studio configuration resolves the way the Studio resolves it: sanity's own createSourceFromConfig builds
 * the workspace (plugins, schema, document actions and badges) and the structure is built with its builder.
 * Nothing is fetched: the client is never called.
 */
import type { DocumentActionComponent, Source } from 'sanity'
import { createStructureBuilder, type StructureResolverContext } from 'sanity/structure'
import { beforeAll, describe, expect, it } from 'vitest'
import config from '@/sanity.config'
import { documentTypes, singletonTypes } from '@/schemas'
import { studioIsLocal } from '@/studio/env'
import { structure } from '@/studio/structure'
import { RELEASE_BLOCKED_BY_VALIDATION } from '@/studio/release-words'
import { TASK_NOT_CREATED } from '@/studio/task-words'
import { reviewedTypes } from '@/studio/structure-groups'
import { offlineStudioSource } from '@/tests/support/offline-studio'

let source: Source

beforeAll(async () => {
  source = await offlineStudioSource()
})

const actionNames = (actions: DocumentActionComponent[]) => actions.map((a) => a.action ?? a.displayName ?? a.name)

describe('Studio configuration', () => {
  it('has the structure, presentation and vision tools, under /studio', () => {
    const tools = source.tools.map((tool) => tool.name)
    expect(tools.slice(0, 3)).toEqual(['structure', 'presentation', 'vision'])
    expect(config).toMatchObject({ basePath: '/studio' })
  })

  it('offers in local mode what a hosted project offers: releases, Scheduled Drafts, tasks and comments, no Schedules tool', () => {
    expect(studioIsLocal).toBe(true)
    expect(source.tools.map((tool) => tool.name)).toEqual(['structure', 'presentation', 'vision', 'releases'])
    // The local lake makes their add-on dataset (packages/local-lake, `comments/:dataset/setup`).
    expect(source.document.comments.enabled({ documentType: 'blogPost', documentId: 'x' } as never)).toBe(true)
    for (const type of documentTypes) {
      const context = { schemaType: type.name, documentId: 'x', versionType: 'draft' } as never
      const names = actionNames(source.document.actions(context))
      // Scheduling a draft (Scheduled Drafts) and "Add task" on every type but singletons, whose menu is Publish,
      // Discard, Restore.
      if (singletonTypes.has(type.name)) expect(names, type.name).not.toContain('schedule')
      else expect(names, type.name).toEqual(expect.arrayContaining(['schedule', 'TaskCreateAction']))
    }
  })

  it("names the medical review in the release tool's Schedule and Run tooltips, over Sanity's own words", async () => {
    await source.i18n.loadNamespaces(['releases'])
    const t = (key: string) => source.i18n.t(key, { ns: 'releases' })
    expect(t('schedule-button-tooltip.validation.error')).toBe(RELEASE_BLOCKED_BY_VALIDATION)
    expect(t('publish-dialog.validation.error')).toBe(RELEASE_BLOCKED_BY_VALIDATION)
    // The rest of the namespace is still Sanity's: an override, not a replacement.
    expect(t('schedule-button-tooltip.already-scheduled')).toBe('This release is already scheduled')
  })

  it('says in words, not as a message key, that a task was not created', async () => {
    await source.i18n.loadNamespaces(['tasks'])
    const t = (key: string) => source.i18n.t(key, { ns: 'tasks' })
    expect(t('form.status.error.creation-failed')).toBe(TASK_NOT_CREATED)
    expect(t('form.status.error.title-required')).toBe('Title is required')
  })

  it('compiles the schema without errors, with every document type', () => {
    const problems = (source.schema._validation ?? []).flatMap((group) =>
      group.problems
        .filter((p) => p.severity === 'error')
        .map((p) => `${group.path.map((s) => s.name).join('.')}: ${p.message}`),
    )
    expect(problems).toEqual([])
    for (const type of documentTypes) expect(source.schema.get(type.name)?.name).toBe(type.name)
  })

  it('gives reviewed types the gated Publish first, then Submit, Request changes, Approve, and a preview link', () => {
    for (const schemaType of reviewedTypes) {
      const names = actionNames(source.document.actions({ schemaType, documentId: 'x' } as never))
      expect(names[0]).toBe('publish')
      expect(names.slice(1, 4)).toEqual(['SubmitForReviewAction', 'RequestChangesAction', 'ApproveAction'])
      expect(names.at(-1)).toBe('PreviewLinkAction')
      const publish = source.document.actions({ schemaType, documentId: 'x' } as never)[0]
      expect(publish?.displayName).toBe('GatedPublishAction')
      // Schedule publish says why it waits for approval too.
      const schedule = source.document
        .actions({ schemaType, documentId: 'x', versionType: 'draft' } as never)
        .find((action) => action.action === 'schedule')
      if (!singletonTypes.has(schemaType)) expect(schedule?.displayName, schemaType).toBe('GatedScheduleAction')
    }
  })

  it("offers Unpublish in the drafts view's menu on every type but singletons; in the published view, Sanity's own", () => {
    const names = (schemaType: string, versionType: string) =>
      actionNames(source.document.actions({ schemaType, documentId: 'x', versionType } as never))
    for (const schemaType of [...reviewedTypes.filter((type) => !singletonTypes.has(type)), 'doctor', 'faqItem']) {
      expect(names(schemaType, 'draft'), schemaType).toContain('UnpublishDraftViewAction')
      expect(names(schemaType, 'published'), schemaType).not.toContain('UnpublishDraftViewAction')
      expect(names(schemaType, 'published'), schemaType).toContain('unpublish')
    }
    for (const schemaType of singletonTypes)
      expect(names(schemaType, 'draft')).not.toContain('UnpublishDraftViewAction')
  })

  it('keeps the built-in actions elsewhere, and only publish, discard and restore on singletons', () => {
    const doctor = actionNames(source.document.actions({ schemaType: 'doctor', documentId: 'x' } as never))
    expect(doctor).toEqual(expect.arrayContaining(['publish', 'delete', 'duplicate', 'PreviewLinkAction']))
    expect(doctor).not.toContain('ApproveAction')
    for (const schemaType of singletonTypes) {
      const names = actionNames(source.document.actions({ schemaType, documentId: schemaType } as never))
      const review = reviewedTypes.includes(schemaType)
        ? ['ApproveAction', 'RequestChangesAction', 'SubmitForReviewAction']
        : []
      expect(names.filter((n) => n !== 'PreviewLinkAction').sort(), schemaType).toEqual(
        [...review, 'discardChanges', 'publish', 'restore'].sort(),
      )
    }
  })

  it("gives Search settings, whose crisis cards are emergency copy, the guides' review gate", () => {
    expect(reviewedTypes).toContain('searchSettings')
    const actions = source.document.actions({ schemaType: 'searchSettings', documentId: 'searchSettings' } as never)
    expect(actions[0]?.displayName).toBe('GatedPublishAction')
    expect(actionNames(actions)).toContain('ApproveAction')
    expect(actionNames(actions)).not.toContain('delete')
  })

  it('shows the review status badge on reviewed types and the sample badge everywhere', () => {
    const badges = (schemaType: string) =>
      source.document.badges({ schemaType, documentId: 'x' } as never).map((b) => b.name)
    expect(badges('conditionArticle')).toEqual(expect.arrayContaining(['ReviewStatusBadge', 'SampleContentBadge']))
    expect(badges('doctor')).toContain('SampleContentBadge')
    expect(badges('doctor')).not.toContain('ReviewStatusBadge')
  })

  it('builds the structure: review lists, groups and Settings', () => {
    const S = createStructureBuilder({ source, perspectiveStack: [] } as never)
    const list = structure(S, { ...source, schema: source.schema } as unknown as StructureResolverContext)
    const serialized = (
      list as { serialize: () => { items: Array<{ id: string; title?: string; type?: string }> } }
    ).serialize()
    const titles = serialized.items.filter((item) => item.type !== 'divider').map((item) => item.title)
    expect(titles.slice(0, 5)).toEqual([
      'Submitted for review',
      'Release work in review',
      'Needs medical review',
      'Review overdue',
      'Recently published',
    ])
    expect(titles).toEqual(expect.arrayContaining(['Condition articles', 'Blog', 'People', 'Home page', 'Pages']))
    expect(titles.at(-1)).toBe('Site settings')
  })
})

describe('Presentation locations', () => {
  it('say where every document type is shown, singletons and page texts included', async () => {
    const { locations } = await import('./presentation')
    const shown = documentTypes.map((type) => type.name).filter((name) => !(name in locations))
    expect(shown, 'document types the Preview tool cannot place on a page').toEqual([])
  })

  it('send each page-text document to the page it words, and site settings to every page', async () => {
    const { locations } = await import('./presentation')
    const resolve = (type: string, doc: Record<string, unknown> | null) => {
      const resolver = locations[type] as { resolve?: (doc: unknown) => unknown; locations?: unknown }
      return resolver.resolve ? resolver.resolve(doc) : { locations: resolver.locations }
    }
    expect(resolve('pageCopy', { page: 'contact' })).toEqual({ locations: [{ title: 'Contact', href: '/contact' }] })
    expect(resolve('pageCopy', { page: 'nonsense' })).toMatchObject({ tone: 'caution' })
    // Interface words go to a page of their area, in their language.
    expect(resolve('interfaceText', { area: 'contact', language: 'es' })).toEqual({
      locations: [{ title: 'Contact', href: '/es/contacto' }],
    })
    expect(resolve('siteSettings', null)).toMatchObject({
      locations: [{ title: 'Every page (header, footer and notices)', href: '/' }, { href: '/contact' }],
    })
  })
})
