import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { releaseReviewItems, releaseReviewQuery, type ReleaseReviewRow } from './release-review-queue'
import { reviewedTypes } from './structure-groups'

const inReview = { review: { status: 'inReview' } }
const dataset = [
  {
    _id: '_.releases.rLaunch',
    _type: 'system.release',
    name: 'rLaunch',
    state: 'active',
    metadata: { title: 'Launch' },
  },
  { _id: '_.releases.rDone', _type: 'system.release', name: 'rDone', state: 'published', metadata: { title: 'Done' } },
  {
    _id: 'versions.rLaunch.post-a',
    _type: 'blogPost',
    title: 'Post A',
    language: 'en',
    ...inReview,
    _updatedAt: '2026-11-29T10:00:00Z',
  },
  {
    _id: 'versions.rLaunch.guide-es',
    _type: 'conditionArticle',
    title: 'Guía',
    language: 'es',
    ...inReview,
    _updatedAt: '2026-11-29T11:00:00Z',
  },
  { _id: 'versions.rLaunch.post-b', _type: 'blogPost', title: 'Post B', review: { status: 'approved' } },
  { _id: 'versions.rDone.post-c', _type: 'blogPost', title: 'Post C', ...inReview },
  { _id: 'drafts.post-d', _type: 'blogPost', title: 'Post D', ...inReview },
  { _id: 'versions.rLaunch.doctor-1', _type: 'doctor', title: 'Doctor', ...inReview },
]

const rows = async () =>
  (await (
    await evaluate(parse(releaseReviewQuery), { dataset, params: { types: reviewedTypes } })
  ).get()) as ReleaseReviewRow[]

describe('the review queue for releases', () => {
  it('lists every version in review in an open release, newest first, named with its release, never a draft', async () => {
    expect(releaseReviewItems(await rows())).toEqual([
      {
        key: 'versions.rLaunch.guide-es',
        id: 'guide-es',
        type: 'conditionArticle',
        title: 'Guía (es)',
        releaseName: 'rLaunch',
        releaseTitle: 'Launch',
      },
      {
        key: 'versions.rLaunch.post-a',
        id: 'post-a',
        type: 'blogPost',
        title: 'Post A',
        releaseName: 'rLaunch',
        releaseTitle: 'Launch',
      },
    ])
  })

  it("falls back to the release's name and 'Untitled' when a title is missing", () => {
    expect(releaseReviewItems([{ _id: 'versions.rX.p', _type: 'blogPost', release: null }])).toEqual([
      { key: 'versions.rX.p', id: 'p', type: 'blogPost', title: 'Untitled', releaseName: 'rX', releaseTitle: 'rX' },
    ])
  })
})
