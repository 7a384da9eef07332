#!/usr/bin/env node
// Part of `npm run build`: writes `<file>.br` and `<file>.gz` beside every compressible static file of the build
// (`.next/static`: scripts, styles, SVG, JSON), which the production server sends as they are (lib/serve/compress.mjs)
// instead of compressing them per request, and nginx can serve with brotli_static/gzip_static. Brotli at 11 and
// gzip at 9, the slowest and smallest, since it happens once. A file that does not shrink gets none.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const root = path.resolve(import.meta.dirname, '..')
const staticDir = path.join(root, process.env.NEXT_DIST_DIR?.trim() || '.next', 'static')
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map|html|xml)$/
// Below this a file fits one packet anyway and the headers outweigh the saving.
const MIN_BYTES = 1024

let files = 0
let before = 0
let after = 0
function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) walk(file)
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) {
      const data = readFileSync(file)
      if (data.length < MIN_BYTES) continue
      const br = zlib.brotliCompressSync(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
      const gz = zlib.gzipSync(data, { level: 9 })
      if (br.length < data.length) writeFileSync(`${file}.br`, br)
      if (gz.length < data.length) writeFileSync(`${file}.gz`, gz)
      files++
      before += data.length
      after += br.length
    }
  }
}
walk(staticDir)
console.log(
  `precompress: ${files} static files, ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB with Brotli (.br, .gz beside each)`,
)
