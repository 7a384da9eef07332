/**
 * The crisis model's committed counts (lib/medical/crisis-model.json) are the ones its sources give
 * (./crisis-model-sources.ts; `npm run crisis-model` writes them), and it learns nothing from the newest blind set.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { blindSets } from './blind-sets'
import { crisisModelJson, trainingSets } from './crisis-model-sources'

describe('the crisis model', () => {
  it('is the model its sources give (run npm run crisis-model after changing a set)', () => {
    const committed = readFileSync(path.join(import.meta.dirname, '../../lib/medical/crisis-model.json'), 'utf8')
    expect(committed === crisisModelJson(), 'lib/medical/crisis-model.json is out of date').toBe(true)
  })

  it('keeps the newest blind set out of what it learns', () => {
    const newest = blindSets().at(-1)!
    expect(trainingSets().map((s) => s.name)).not.toContain(newest.name)
  })
})
