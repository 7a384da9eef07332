#!/usr/bin/env node
// Next's standalone output (`.next/standalone`, next.config sets output: 'standalone') holds Next's own server
// (`server.js`) and what it needs, but leaves out the static files and public/: Next's
// self-hosting docs say to copy them in. The Dockerfile's runtime stage does that with its `COPY --from=build` lines;
// this script copies exactly those lines (read from the Dockerfile, so the two cannot drift):
//   node scripts/assemble-standalone.mjs            into the build's own standalone folder (part of `npm run build`,
//                                                   so that `npm run start` runs `.next/standalone/server.js`)
//   node scripts/assemble-standalone.mjs <folder>   a runnable copy laid out as the image's /app (the deploy tests,
//                                                   operators deploying without Docker)
// Then: `PORT=3000 HOSTNAME=0.0.0.0 node <folder>/server.js`. Reads the build (NEXT_DIST_DIR or `.next`).
import { cpSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { runtimeCopies } from './dockerfile.mjs'

const root = path.resolve(import.meta.dirname, '..')

/** The build folder (NEXT_DIST_DIR or `.next`, relative to the project). */
export const buildDir = () => process.env.NEXT_DIST_DIR?.trim() || '.next'

/** Copies the runtime layout into `dest` from the build in `distDir`; returns the copies made. */
export function assembleStandalone(dest, distDir = buildDir()) {
  const build = path.join(root, distDir)
  const standalone = path.join(build, 'standalone')
  if (!existsSync(path.join(standalone, 'server.js')))
    throw new Error(`No standalone output in ${build}: run "npm run build" (next.config sets output: 'standalone').`)
  const inPlace = path.resolve(dest) === standalone
  // The build folder's name the standalone server was built with (a copy of the build keeps it, whatever its name).
  const served = JSON.parse(readFileSync(path.join(build, 'required-server-files.json'), 'utf8')).config?.distDir
  const servedDir = typeof served === 'string' && served && !path.isAbsolute(served) ? served : '.next'
  const copies = runtimeCopies(readFileSync(path.join(root, 'Dockerfile'), 'utf8'))
  for (const copy of copies) {
    // The Dockerfile names `.next`: the build read is `distDir`, and the standalone server looks for its build folder
    // by the name it was built with.
    const from = path.join(root, copy.from.replace(/^\.next(?=\/|$)/, distDir))
    if (inPlace && path.resolve(from) === standalone) continue
    const into = copy.to === '.' || copy.to === './' || copy.to.endsWith('/')
    const to = path.resolve(dest, copy.to.replace(/^(\.\/)?\.next(?=\/|$)/, servedDir))
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
  const dest = path.resolve(process.argv[2] ?? path.join(root, buildDir(), 'standalone'))
  const copies = assembleStandalone(dest)
  console.log(
    `Standalone server in ${path.relative(root, dest) || '.'} (${copies.length} copies, as the Dockerfile's runtime stage).`,
  )
  if (process.argv[2]) console.log(`Start it with: PORT=3000 HOSTNAME=0.0.0.0 node ${path.join(dest, 'server.js')}`)
}
