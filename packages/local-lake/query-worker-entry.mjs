// The query worker's entry (packages/local-lake/query-pool.ts): the worker is TypeScript, like the rest of the lake, and a
// worker thread does not inherit the tsx loader the lake runs under, so it registers tsx here and loads the worker.
import { createRequire } from 'node:module'
import { register } from 'tsx/cjs/api'

register()
createRequire(import.meta.url)('./query-worker.ts')
