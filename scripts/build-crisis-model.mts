/**
 * `npm run crisis-model`: writes lib/medical/crisis-model.json, the crisis model's counts, from every crisis and calm
 * search the site is tested on (content/checks/crisis-searches.ts and the blind sets in content/checks/blind/) but
 * the newest blind set, which stays out so that it measures the model on wordings it never learned from. A test
 * (content/checks/crisis-model.test.ts) fails when the file and these sources drift.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { crisisModelJson } from '../content/checks/crisis-model-sources'

const out = path.join(import.meta.dirname, '..', 'lib', 'medical', 'crisis-model.json')
writeFileSync(out, crisisModelJson())
console.log(`Wrote ${path.relative(process.cwd(), out)}`)
