// Tests and benchmarks serve a copy of the production build, never the build itself: a page they render, a test page
// they publish or an edit they make is cached in the build folder, and `npm run start` would then show it to readers.
import { cpSync, existsSync, rmSync } from 'node:fs'
import path from 'node:path'

/**
 * A fresh copy of the build in `source` (`.next`, or NEXT_DIST_DIR's) as `name` (`<source>-test`) inside the project
 * (Next serves only a folder of its project), without the compiler's cache, which the server never reads. Returns the
 * folder's name, for NEXT_DIST_DIR. A copy being served must never be made again under its server: its files vanish
 * mid-run.
 */
export function copyBuildForTests(
  root,
  source = process.env.NEXT_DIST_DIR?.trim() || '.next',
  name = `${source}-test`,
) {
  const from = path.join(root, source)
  if (!existsSync(path.join(from, 'BUILD_ID')))
    throw new Error(`No production build in ${source}: run "npm run build" first.`)
  const to = path.join(root, name)
  rmSync(to, { recursive: true, force: true })
  const skip = path.join(from, 'cache', 'turbopack')
  cpSync(from, to, { recursive: true, filter: (file) => file !== skip })
  return path.basename(to)
}
