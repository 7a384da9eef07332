#!/usr/bin/env node
// `node scripts/assemble-standalone.mjs <folder>`: a runnable standalone server in <folder>, laid out exactly as the
// Docker image's runtime stage (the Dockerfile's `COPY --from=build` lines, read from the Dockerfile itself, so the
// two cannot drift): Next's standalone output plus the static files, public/ and the content-source record Next
// leaves out of it. Then: `node <folder>/scripts/server.mjs -p PORT -H HOST`. Reads the build (NEXT_DIST_DIR or
// `.next`) and never writes into it. Used by the deploy tests and by operators deploying without Docker.
import { cpSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { runtimeCopies } from '../lib/serve/dockerfile.mjs'

const root = path.resolve(import.meta.dirname, '..')

/** Copies the runtime layout into `dest` from the build in `distDir`; returns the copies made. */
export function assembleStandalone(dest, distDir = process.env.NEXT_DIST_DIR?.trim() || '.next') {
  const build = path.join(root, distDir)
  if (!existsSync(path.join(build, 'standalone', 'server.js')))
    throw new Error(`No standalone output in ${build}: run "npm run build" (next.config sets output: 'standalone').`)
  const copies = runtimeCopies(readFileSync(path.join(root, 'Dockerfile'), 'utf8'))
  for (const copy of copies) {
    // The Dockerfile names `.next`; a test build elsewhere (NEXT_DIST_DIR) stands in for it.
    const from = path.join(root, copy.from.replace(/^\.next(?=\/|$)/, distDir))
    const into = copy.to === '.' || copy.to === './' || copy.to.endsWith('/')
    const to = path.resolve(dest, copy.to)
    if (statSync(from).isDirectory()) {
      // COPY <dir> <dest>: the folder's contents go into <dest>, as Docker does.
      cpSync(from, to, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true })
    } else {
      const file = into ? path.join(to, path.basename(from)) : to
      mkdirSync(path.dirname(file), { recursive: true })
      cpSync(from, file, { preserveTimestamps: true })
    }
  }
  return copies
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dest = process.argv[2]
  if (!dest) {
    console.error('Usage: node scripts/assemble-standalone.mjs <folder>')
    process.exit(2)
  }
  const copies = assembleStandalone(path.resolve(dest))
  console.log(`Standalone server in ${dest} (${copies.length} copies, as the Dockerfile's runtime stage).`)
  console.log(`Start it with: node ${path.join(dest, 'scripts/server.mjs')} -p 3000 -H 0.0.0.0`)
}
