import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { lint, runtimeCopies, stages } from './dockerfile.mjs'

const dockerfile = readFileSync(path.join(import.meta.dirname, '../Dockerfile'), 'utf8')

const good = `
FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
RUN npm run build \\
  && echo done
FROM node:24.21.0-bookworm-slim
WORKDIR /srv
COPY --from=build --chown=site:site /app/.next/standalone ./
COPY --from=build /app/public ./public
USER site
HEALTHCHECK CMD ["node", "-e", "1"]
CMD ["node", "server.js"]
`

describe('the Dockerfile (hadolint rules that matter, checked without hadolint)', () => {
  it('passes them', () => {
    expect(lint(dockerfile)).toEqual([])
  })

  it('copies into the runtime stage only the standalone output, static files, public/ and the request guard', () => {
    expect(runtimeCopies(dockerfile).map((c) => c.from)).toEqual([
      '.next/standalone',
      '.next/static',
      'public',
      'scripts/request-guard.mjs',
    ])
  })

  it('uses one base image for every stage, pinned to a release', () => {
    const images = new Set(stages(dockerfile).map((s) => s.image))
    expect(images.size).toBe(1)
    expect([...images][0]).toMatch(/^node:24\.\d+\.\d+-/)
  })
})

describe('lint catches each rule it stands in for', () => {
  it('accepts a good file and reads continuations', () => {
    expect(lint(good)).toEqual([])
    expect(stages(good)[0]?.instructions[1]).toEqual({ keyword: 'RUN', args: 'npm run build  && echo done' })
  })

  it.each([
    ['DL3006', good.replaceAll('node:24.21.0-bookworm-slim', 'node')],
    ['DL3007', good.replace('node:24.21.0-bookworm-slim AS build', 'node:latest AS build')],
    ['DL3006', good.replace('node:24.21.0-bookworm-slim AS build', 'node:24-slim AS build')],
    ['DL3002', good.replace('USER site', 'USER root')],
    ['DL3002', good.replace('USER site', '')],
    ['DL3025', good.replace('CMD ["node", "server.js"]', 'CMD node server.js')],
    ['DL3020', good.replace('WORKDIR /srv', 'WORKDIR /srv\nADD . /srv')],
    ['HEALTHCHECK', good.replace('HEALTHCHECK CMD ["node", "-e", "1"]', '')],
    ['curl', good.replace('["node", "-e", "1"]', 'curl -f http://localhost/')],
    ['not only the standalone output', good.replace('/app/public ./public', '/app/node_modules ./node_modules')],
    ['build context', good.replace('COPY --from=build /app/public', 'COPY ./public')],
  ])('reports %s', (rule, text) => {
    expect(lint(text).join('\n')).toContain(rule)
  })
})
