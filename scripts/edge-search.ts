/**
 * The edge's search locations, written from the localized route table (`searchPaths`, lib/site/localized-routes.ts),
 * so that a language's search page is kept and bounded at the edge the moment the table has it:
 *  - deploy/nginx/search-pages.conf, in the public server (site.conf): the micro-cache keeps a search page although
 *    Next sends it private, as it is the same for every reader without a preview session;
 *  - deploy/nginx/search-bounds.conf, in the compressor (edge.conf): a search the micro-cache did not answer renders,
 *    so per client at most 2 a second (a burst of 10) and 2 at once, and 8 at once from everyone, counted together
 *    with the blog's live search; past that 429 with Retry-After.
 * And the part of the request guard the table decides (scripts/request-guard.mjs, between its "Written by" lines): the
 * pages that read their query (`queryPagePaths`), to which it leaves it, and the first segments outside the reader tree.
 * `npm run edge:search` writes all three; scripts/edge-search.test.ts fails when a committed file differs from the table.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { format, resolveConfig } from 'prettier'
import { queryPagePaths, searchPaths, SYSTEM_SEGMENTS } from '../lib/site/localized-routes'

const HEADER = (what: string) =>
  `# Written by \`npm run edge:search\` (scripts/edge-search.ts) from the localized route table: ${what}\n` +
  `# Do not edit by hand: a language added to the table gets its location by running it again.\n`

/** A path nginx's exact `location =` can hold as written (the table's search pages are plain ASCII segments). */
function locationPath(pathname: string): string {
  if (!/^\/[a-z0-9][a-z0-9/-]*$/.test(pathname))
    throw new Error(`a search page nginx cannot match as written: ${pathname}`)
  return pathname
}

const pageLocation = (pathname: string) => `location = ${locationPath(pathname)} {
    if ($edge_method_refused) {
        add_header Allow "GET, HEAD" always;
        include site/answer-headers.conf;
        return 405 "This method is not allowed here.\\n";
    }
    proxy_no_cache $edge_preview $edge_personal;
    add_header X-Edge-Cache $upstream_cache_status always;
    proxy_pass http://edge_compressor;
}
`

const boundsLocation = (pathname: string) => `location = ${locationPath(pathname)} {
    limit_req zone=edge_search_rate burst=10 nodelay;
    limit_conn edge_search_client 2;
    limit_conn edge_search_all 8;
    error_page 429 = @busy;
    proxy_pass http://site;
}
`

/** The generated files, by their path under deploy/nginx, and their text. */
export function edgeSearchFiles(): Record<string, string> {
  const paths = searchPaths()
  const names = paths.map((p) => `${p.path} (${p.lang})`).join(', ')
  return {
    'search-pages.conf':
      HEADER(`every language's search page, kept by the micro-cache (${names}).`) +
      paths.map((p) => pageLocation(p.path)).join(''),
    'search-bounds.conf':
      HEADER(`every language's search page, bounded where the micro-cache did not answer (${names}).`) +
      paths.map((p) => boundsLocation(p.path)).join(''),
  }
}

export const NGINX_DIR = path.join(import.meta.dirname, '../deploy/nginx')
export const GUARD_FILE = path.join(import.meta.dirname, 'request-guard.mjs')

const WRITTEN = /(\/\/ ---- Written by [^\n]*\n)[\s\S]*?(\/\/ ---- End of the written part\.\n)/

/** The request guard's text with its written part as the route table says, formatted as the repository formats it. */
export async function guardText(current: string): Promise<string> {
  if (!WRITTEN.test(current)) throw new Error('scripts/request-guard.mjs has no written part')
  const part =
    `/** The pages that read their query, at each of their addresses (every language's, and the route tree's). */\n` +
    `export const QUERY_PAGES = new Set(${JSON.stringify(queryPagePaths()).replaceAll('"', "'")})\n` +
    `/** First segments of the routes outside the reader tree, which read their own query (APIs, the Studio, pictures). */\n` +
    `export const SYSTEM_SEGMENTS = new Set(${JSON.stringify(SYSTEM_SEGMENTS).replaceAll('"', "'")})\n`
  const text = current.replace(WRITTEN, (_, start: string, end: string) => `${start}${part}${end}`)
  return format(text, { ...(await resolveConfig(GUARD_FILE)), filepath: GUARD_FILE })
}

/** Whether the committed request guard's written part is what the route table writes. */
export async function guardIsStale(file = GUARD_FILE): Promise<boolean> {
  const current = readFileSync(file, 'utf8')
  return (await guardText(current)) !== current
}

/** The generated files whose committed text differs from what the route table writes. */
export function staleEdgeSearchFiles(dir = NGINX_DIR): string[] {
  return Object.entries(edgeSearchFiles())
    .filter(([name, text]) => {
      try {
        return readFileSync(path.join(dir, name), 'utf8') !== text
      } catch {
        return true
      }
    })
    .map(([name]) => name)
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  for (const [name, text] of Object.entries(edgeSearchFiles())) {
    writeFileSync(path.join(NGINX_DIR, name), text)
    console.log(`wrote deploy/nginx/${name}`)
  }
  void guardText(readFileSync(GUARD_FILE, 'utf8')).then((text) => {
    writeFileSync(GUARD_FILE, text)
    console.log('wrote the written part of scripts/request-guard.mjs')
  })
}
