/**
 * The edge's search locations, written from the localized route table (`searchPaths`, lib/site/localized-routes.ts),
 * so that a language's search page is kept and bounded at the edge the moment the table has it:
 *  - deploy/nginx/search-pages.conf, in the public server (site.conf): the micro-cache keeps a search page although
 *    Next sends it private, as it is the same for every reader without a preview session;
 *  - deploy/nginx/search-bounds.conf, in the compressor (edge.conf): a search the micro-cache did not answer renders,
 *    so per client at most 2 a second (a burst of 10) and 2 at once, and 8 at once from everyone, counted together
 *    with the blog's live search; past that 429 with Retry-After.
 * `npm run edge:search` writes both; scripts/edge-search.test.ts fails when the committed files differ from the table.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { searchPaths } from '../lib/site/localized-routes'

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
}
