import { parse } from 'groq-js'
import { describe, expect, it, vi } from 'vitest'

// groq-js's synchronous evaluator refusing a query, as it does for what it does not implement (diff::, delta::).
const refusals = vi.hoisted(() => ({ count: 0 }))
vi.mock('groq-js', async (original) => {
  const real = await original<typeof import('groq-js')>()
  return {
    ...real,
    evaluateSync: () => {
      refusals.count++
      throw new Error('executeSync not supported')
    },
  }
})

const { evaluateLocal } = await import('@/lib/content/local')

describe('local query evaluation', () => {
  it('answers a query the synchronous evaluator refuses, and asks it only once per query', async () => {
    const dataset = [
      { _id: 'a', _type: 'faqItem', order: 2, question: 'Second?' },
      { _id: 'b', _type: 'faqItem', order: 1, question: 'First?' },
    ]
    const tree = parse('*[_type == "faqItem"] | order(order asc).question')
    expect(await evaluateLocal(tree, dataset, {})).toEqual(['First?', 'Second?'])
    expect(await evaluateLocal(tree, dataset, {})).toEqual(['First?', 'Second?'])
    expect(refusals.count).toBe(1)
  })
})
