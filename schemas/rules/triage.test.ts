/**
 * The triage guard in the Studio: a get-help tier or a callout box that contradicts the triage vocabulary shows a
 * warning beside that field, with the sign, the action it calls for and the source (the document pane's own
 * validation, run offline), never an error.
 */
import type { Source } from 'sanity'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedDocuments } from '@/content/seed/seed-text'
import { reviewChecklist } from '@/studio/review-checklist'
import { calloutTriageWarnings, tierTriageMarkers, tierTriageWarnings } from '@/schemas/rules/triage'
import { offlineStudioSource, studioMarkers } from '@/tests/support/offline-studio'

type Card = { now: string[]; sameDay: string[]; appointment: string[] }
const seed = (id: string) => structuredClone(seedDocuments().find((d) => d._id === id)!) as Record<string, unknown>

let source: Source
beforeAll(async () => {
  source = await offlineStudioSource()
})
const triageMarkers = async (doc: Record<string, unknown>) =>
  (await studioMarkers(source, doc)).filter((m) =>
    /belongs in|means .* but|does not say what to do/.test(String(m.message)),
  )

describe('the triage warning an editor sees', () => {
  it('says nothing about the seed guides and posts as they are', async () => {
    for (const id of ['condition-obesity', 'condition-hypertension', 'blog-post-understanding-blood-pressure-numbers'])
      expect(await triageMarkers(seed(id)), id).toEqual([])
  })

  it('is a warning beside the bullet, naming the sign and where it belongs, when a sign is put in the wrong tier', async () => {
    const doc = seed('condition-obesity')
    const card = doc.getHelp as Card
    doc.getHelp = {
      ...card,
      sameDay: [...card.sameDay, 'You had weight-loss surgery and one leg is sore and swollen.'],
    }
    const markers = await triageMarkers(doc)
    expect(markers.map((m) => [m.level, m.path])).toEqual([['warning', ['getHelp', 'sameDay', 2]]])
    expect(String(markers[0]!.message)).toMatch(
      /^"Get care today if", bullet 3, "You had weight-loss surgery and one leg is sore and swollen\.": the sign "after weight-loss surgery[^"]*" belongs in "Get help now" \(go to the ER or call the specialist team now\)[^]*Source: ASMBS/,
    )
  })

  it('is a warning beside the box when a line of a "when to get help" box contradicts the list', async () => {
    const doc = seed('blog-post-heart-attack-warning-signs')
    const body = doc.body as Array<Record<string, unknown>>
    const index = body.findIndex((b) => b._type === 'callout')
    body[index] = {
      ...body[index],
      content: [
        {
          _type: 'block',
          _key: 'planted',
          style: 'normal',
          markDefs: [],
          children: [{ _type: 'span', _key: 'p', text: 'Had chest pain? Call your doctor today.', marks: [] }],
        },
      ],
    }
    const markers = await triageMarkers(doc)
    expect(markers.map((m) => m.level)).toEqual(['warning'])
    expect(markers[0]!.path.slice(0, 1)).toEqual(['body'])
    expect(String(markers[0]!.message)).toMatch(
      /This box, line 1, "Had chest pain\? Call your doctor today\.": the sign "chest pain or pressure" means call 911 now/,
    )
  })

  it("is a line of the reviewer's checklist too, so it cannot be missed at approval", () => {
    const doc = seed('blog-post-sleep-and-mental-health')
    const card = doc.getHelp as Card
    expect(reviewChecklist(doc, '2026-11-24').filter((l) => l.kind === 'triage')).toEqual([])
    doc.getHelp = { ...card, sameDay: ['You have thoughts of suicide. You can also call or text 988 at any time.'] }
    const lines = reviewChecklist(doc, '2026-11-24').filter((l) => l.kind === 'triage')
    expect(lines).toEqual([
      {
        code: 'triage-contradiction',
        kind: 'triage',
        message: expect.stringMatching(/"thoughts of suicide" belongs in "Get help now" \(call or text 988 now\)/),
      },
    ])
  })

  it('has the same words as the functions the checklist and tools use', () => {
    expect(tierTriageWarnings('now', ['You have a seizure.'])[0]).toMatch(
      /^"Get help now", bullet 1: .* does not say what to do now/,
    )
    expect(calloutTriageWarnings({ content: [] })).toEqual([])
  })

  it('puts a tier warning on the bullet it is about, not only on the tier', () => {
    const bullets = ['You feel more tired than usual.', 'One side of your face droops.', 'You have chest pain.']
    const markers = tierTriageMarkers('appointment', bullets)
    expect(markers.map((m) => m.path)).toEqual([[1], [2]])
    expect(markers[0]!.message).toMatch(
      /^"Make an appointment if", bullet 2, "One side of your face droops\.": the sign "sudden numbness[^"]*" belongs in "Get help now"/,
    )
    expect(tierTriageMarkers('appointment', ['You feel more tired than usual.'])).toEqual([])
    expect(tierTriageMarkers('appointment', null)).toEqual([])
  })
})
