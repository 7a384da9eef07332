import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { queryPagePaths, searchPaths } from '@/lib/site/localized-routes'
import { edgeSearchFiles, GUARD_FILE, guardIsStale, guardText, NGINX_DIR, staleEdgeSearchFiles } from './edge-search'

const conf = (name: string) => readFileSync(path.join(NGINX_DIR, name), 'utf8')

describe("the edge's search locations, written from the localized route table", () => {
  it('are committed as the table writes them (run `npm run edge:search` after changing a search route)', () => {
    expect(staleEdgeSearchFiles()).toEqual([])
  })

  it("keep and bound every language's search page, and the edge includes both files", () => {
    const files = edgeSearchFiles()
    for (const { path: page } of searchPaths()) {
      expect(files['search-pages.conf']).toContain(`location = ${page} {`)
      expect(files['search-bounds.conf']).toMatch(
        new RegExp(`location = ${page} \\{\\n\\s+limit_req zone=edge_search_rate burst=10 nodelay;`),
      )
    }
    expect(conf('site.conf')).toMatch(/^include site\/search-pages\.conf;$/m)
    expect(conf('edge.conf')).toMatch(/^\s+include site\/search-bounds\.conf;$/m)
    expect(conf('Dockerfile')).toMatch(/COPY .*search-pages\.conf search-bounds\.conf \/etc\/nginx\/site\//)
  })

  it('has no search location written by hand beside them', () => {
    for (const name of ['site.conf', 'edge.conf'])
      for (const { path: page } of searchPaths()) expect(conf(name)).not.toContain(`location = ${page} `)
  })

  it("write the request guard's pages that read their query as the table has them, and notice when it differs", async () => {
    expect(await guardIsStale()).toBe(false)
    const committed = readFileSync(GUARD_FILE, 'utf8')
    for (const page of queryPagePaths()) expect(committed).toContain(`'${page}'`)
    expect(queryPagePaths()).toEqual(expect.arrayContaining(['/search', '/es/buscar', '/es/calculadora-imc/resultado']))
    const edited = committed.replace(`'/es/buscar',`, '')
    expect(edited).not.toBe(committed)
    expect(await guardText(edited)).toBe(committed)
  })

  it('notices a committed file the table no longer writes', () => {
    const dir = path.join(import.meta.dirname, '__no_such_dir__')
    expect(staleEdgeSearchFiles(dir)).toEqual(['search-pages.conf', 'search-bounds.conf'])
  })
})
