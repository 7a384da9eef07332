/**
 * Reads the Dockerfile: the file layout its runtime stage copies (scripts/assemble-standalone.mjs builds exactly that
 * layout, so the tests start what the image would run), and the hadolint rules that matter for it, checked here
 * because hadolint cannot be installed where the tests run (no PyPI, not on npm; README "Deploy").
 * Handles the Dockerfile syntax this project uses: line continuations, comments, JSON and shell forms.
 */

/** Logical instructions: continuations joined, comments and blank lines dropped. */
export function instructions(text) {
  const out = []
  let current = ''
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim()
    if (!current && (line === '' || line.startsWith('#'))) continue
    if (current && line.startsWith('#')) continue
    if (line.endsWith('\\')) {
      current += line.slice(0, -1) + ' '
      continue
    }
    current += line
    const m = /^(\S+)\s*(.*)$/.exec(current.trim())
    if (m) out.push({ keyword: m[1].toUpperCase(), args: m[2].trim() })
    current = ''
  }
  return out
}

/** The stages, each with its base image, name and instructions. */
export function stages(text) {
  const list = []
  for (const ins of instructions(text)) {
    if (ins.keyword === 'FROM') {
      const words = ins.args.split(/\s+/).filter((w) => !w.startsWith('--'))
      list.push({ image: words[0], name: /^as$/i.test(words[1] ?? '') ? words[2] : undefined, instructions: [] })
    } else if (list.length) list[list.length - 1].instructions.push(ins)
  }
  return list
}

function workdir(stage) {
  let dir = '/'
  for (const ins of stage.instructions)
    if (ins.keyword === 'WORKDIR') dir = ins.args.startsWith('/') ? ins.args : `${dir.replace(/\/$/, '')}/${ins.args}`
  return dir
}

function relativeTo(dir, file) {
  const base = dir.endsWith('/') ? dir : `${dir}/`
  if (file.startsWith(base)) return file.slice(base.length)
  if (!file.startsWith('/')) return file
  throw new Error(`${file} is outside the build stage's folder ${dir}`)
}

/**
 * What the last stage copies from other stages, as paths relative to the build stage's folder (`from`) and to the
 * runtime's folder (`to`); `to` ending in '/' (or '.' / './') means "into this folder".
 * @returns {{ from: string, to: string, stage: string }[]}
 */
export function runtimeCopies(text) {
  const all = stages(text)
  const runtime = all[all.length - 1]
  const copies = []
  for (const ins of runtime.instructions) {
    if (ins.keyword !== 'COPY') continue
    const words = ins.args.split(/\s+/)
    const from = words.find((w) => w.startsWith('--from='))?.slice('--from='.length)
    const paths = words.filter((w) => !w.startsWith('--'))
    if (!from) throw new Error(`The runtime stage copies from the build context: ${ins.args}`)
    const source = all.find((s) => s.name === from)
    if (!source) throw new Error(`COPY --from=${from}: no such stage`)
    const to = paths[paths.length - 1]
    for (const src of paths.slice(0, -1)) copies.push({ stage: from, from: relativeTo(workdir(source), src), to })
  }
  return copies
}

/**
 * The hadolint rules that matter here (DL3006/DL3007 pinned base images, DL3002 last USER not root, DL3025 JSON
 * CMD, DL3020 COPY not ADD), plus: a HEALTHCHECK, and a runtime stage that copies only the standalone output, the
 * static files, public/ and the request guard. Returns the problems, each naming its rule.
 */
export function lint(text) {
  const problems = []
  const all = stages(text)
  const names = new Set(all.map((s) => s.name).filter(Boolean))
  for (const stage of all) {
    if (names.has(stage.image)) continue
    const [image, tag] = stage.image.split(':')
    if (!tag && !image.includes('@')) problems.push(`DL3006 untagged base image ${stage.image}`)
    if (tag === 'latest') problems.push(`DL3007 base image uses latest: ${stage.image}`)
    // A moving major tag (node:24) is as unpinned as latest for a reproducible image: a full release is required.
    if (tag && !/^\d+\.\d+\.\d+/.test(tag) && !stage.image.includes('@'))
      problems.push(`DL3006 base image not pinned to a release: ${stage.image}`)
  }
  const every = all.flatMap((s) => s.instructions)
  for (const ins of every) if (ins.keyword === 'ADD') problems.push(`DL3020 ADD instead of COPY: ${ins.args}`)
  const runtime = all[all.length - 1]
  const users = runtime.instructions.filter((i) => i.keyword === 'USER')
  const user = users[users.length - 1]?.args.split(':')[0]
  if (!user || user === 'root' || user === '0') problems.push('DL3002 the last USER is root (or none is set)')
  const cmd = runtime.instructions.filter((i) => i.keyword === 'CMD').pop()
  if (!cmd) problems.push('no CMD in the runtime stage')
  else if (!isJsonArray(cmd.args)) problems.push(`DL3025 CMD is not in JSON form: ${cmd.args}`)
  const health = runtime.instructions.filter((i) => i.keyword === 'HEALTHCHECK').pop()
  if (!health || /^NONE$/i.test(health.args)) problems.push('no HEALTHCHECK in the runtime stage')
  else if (/\b(curl|wget)\b/.test(health.args)) problems.push('HEALTHCHECK uses curl/wget, absent from the image')
  // And the request guard the CMD preloads (scripts/request-guard.mjs), one file with no imports.
  const allowed = new Set(['.next/standalone', '.next/static', 'public', 'scripts/request-guard.mjs'])
  try {
    for (const copy of runtimeCopies(text))
      if (!allowed.has(copy.from.replace(/\/$/, '')))
        problems.push(`the runtime stage copies ${copy.from}, not only the standalone output`)
  } catch (error) {
    problems.push(String(error.message))
  }
  return problems
}

function isJsonArray(args) {
  try {
    const value = JSON.parse(args)
    return Array.isArray(value) && value.every((v) => typeof v === 'string')
  } catch {
    return false
  }
}
