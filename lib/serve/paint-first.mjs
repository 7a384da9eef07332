/**
 * Paint first, then run the page's scripts (issue 38; docs/performance.md, "What the main thread does before the
 * first paint").
 *
 * Next.js (App Router) puts its JavaScript chunks in the page's <head> as `<script async>`, and has no setting to
 * change that (vercel/next.js issue 66958). An async script runs as soon as it arrives: on a fast connection that is
 * before the first frame, so the reader waits for all the page's JavaScript to be evaluated before seeing the heading,
 * and Lighthouse's phone simulation counts the download and the run time of every such script in the paint.
 * This rewrite takes those chunk tags out of the <head> and puts in their place a small inline loader that adds the
 * same tags once the document is parsed and its first contentful paint is on the screen. The reader sees the article first; the
 * scripts follow within the same frame budget they used to take before it. On a slow link the bytes arrive in about
 * the same time (the link is the bottleneck either way); on a fast one the paint no longer waits for them.
 *
 * The loader adds each tag as Next.js wrote it (`src` attribute unchanged, `async` set), because React 19 finds the
 * chunk scripts of the page's payload in the document by `script[async][src="…"]`: a tag of another shape would be
 * loaded a second time. The bootstrap script at the end of the body (small, preloaded at low priority) is left as
 * it is, and so is every tag not of the exact shape below (a nonce, an integrity hash): the page then loads as before.
 *
 * Only HTML pages of the site are rewritten; the Studio (a single-page app, not read by the public), API routes,
 * static files and RSC navigations pass untouched.
 */

// The shape React gives a chunk Next.js preinitialises; the path characters of a hashed chunk and its `?dpl=` query.
const CHUNK_TAG =
  /<script src="(\/_next\/static\/chunks\/[\w.\-/]+\.js(?:\?[\w=.\-]*(?:&amp;[\w=.\-]*)*)?)" async=""><\/script>/g
const HEAD_END = Buffer.from('</head>')
// The loader's element id: how a test knows the page's scripts come after its paint (tests/e2e/fixtures.ts).
export const LOADER_ID = 'paint-first'
// A head this large without its end is not one of our pages: it passes unchanged instead of being held in memory.
export const MAX_HEAD_BYTES = 256 * 1024

/**
 * The loader: once the document is parsed and its first contentful paint has happened (text or image on the
 * screen, not only a background: with `font-display: optional` the first frames may hold no text), the chunks are
 * added in their order. Where paint timing is not reported it waits for one frame instead; a hidden tab paints
 * nothing, so there it does not wait; and it never waits more than a second after the document is parsed.
 * @param {string[]} sources the chunks' `src` values
 */
export function loaderScript(sources) {
  // `<` cannot occur in the sources (CHUNK_TAG), so the JSON cannot close the script element.
  return (
    `<script id="${LOADER_ID}">(function(d,w,c){var done=0;function go(){if(done)return;done=1;` +
    "for(var i=0;i<c.length;i++){var s=d.createElement('script');s.setAttribute('src',c[i]);s.async=true;d.head.appendChild(s)}}" +
    "function start(){if(d.visibilityState==='hidden')return go();setTimeout(go,1000);" +
    "var P=w.PerformanceObserver,fcp='first-contentful-paint';" +
    "if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)return requestAnimationFrame(function(){setTimeout(go,0)});" +
    'if(performance.getEntriesByName(fcp).length)return go();' +
    "new P(function(l,o){if(l.getEntriesByName(fcp).length){o.disconnect();go()}}).observe({type:'paint',buffered:true})}" +
    "if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',start);else start()" +
    `})(document,window,${JSON.stringify(sources)})</script>`
  )
}

/**
 * The chunks a page's loader adds, in order ([] for a page without one): what the page loads after its first paint,
 * for tools that count a page's JavaScript from the HTML it is sent (scripts/perf-budget.ts).
 * @param {string} html
 */
export function loaderSources(html) {
  const found = new RegExp(
    `<script id="${LOADER_ID}">[\\s\\S]*?\\}\\)\\(document,window,(\\[[^<]*?\\])\\)</script>`,
  ).exec(html)
  if (!found) return []
  try {
    const sources = JSON.parse(found[1])
    return Array.isArray(sources) ? sources.filter((source) => typeof source === 'string') : []
  } catch {
    return []
  }
}

/**
 * The page's <head> (everything before `</head>`) with its chunk tags replaced by the loader, or null when it has
 * none (nothing to change).
 * @param {string} head
 */
export function rewriteHead(head) {
  /** @type {string[]} */
  const sources = []
  const rest = head.replace(CHUNK_TAG, (_, src) => {
    sources.push(src.replaceAll('&amp;', '&'))
    return ''
  })
  return sources.length ? rest + loaderScript(sources) : null
}

/** Whether the response to this request may be a page to rewrite (the content type decides at the headers). */
function mayRewrite(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const url = req.url ?? ''
  if (!url.startsWith('/') || /^\/(studio|api|_next)(\/|$|\?)/.test(url)) return false
  // An RSC navigation or prefetch is the page's payload, not its HTML.
  return req.headers.rsc === undefined
}

/**
 * Wraps `res` so that an HTML page's head is rewritten (above) on its way out. Call after every other wrapper of
 * `res` (compression), so that they all see the rewritten page. Only the head is held, at most MAX_HEAD_BYTES; the
 * body streams through as Next.js writes it. The length changes, so a Content-Length Next.js set is removed (the
 * compressor sets its own).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function paintFirst(req, res) {
  if (!mayRewrite(req)) return
  const writeHead = res.writeHead
  const write = res.write
  const end = res.end
  /** @type {'undecided' | 'holding' | 'passing'} */
  let state = 'undecided'
  /** @type {Buffer[]} */
  let held = []

  function restore() {
    res.writeHead = writeHead
    res.write = write
    res.end = end
  }

  function decide(args = []) {
    if (state !== 'undecided') return
    const headers = args.find((a) => a && typeof a === 'object')
    const type = String(
      (headers && !Array.isArray(headers) && (headers['content-type'] ?? headers['Content-Type'])) ??
        res.getHeader('content-type') ??
        '',
    )
    if (!type.startsWith('text/html')) {
      state = 'passing'
      return restore()
    }
    state = 'holding'
    res.removeHeader('content-length')
    if (headers && !Array.isArray(headers))
      for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-length') delete headers[name]
  }

  /** What is held, rewritten when its head is complete; from now on everything passes through. */
  function release() {
    const all = held.length === 1 ? held[0] : Buffer.concat(held)
    held = []
    state = 'passing'
    restore()
    const at = all.indexOf(HEAD_END)
    const head = at < 0 ? null : rewriteHead(all.subarray(0, at).toString('utf8'))
    return head === null ? all : Buffer.concat([Buffer.from(head), all.subarray(at)])
  }

  /** Holds a chunk; true when the head is complete (or too large to wait for). */
  function hold(chunk, encoding) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
    // One buffer: `</head>` may arrive split between two writes.
    held = [held.length ? Buffer.concat([held[0], buffer]) : buffer]
    return held[0].length > MAX_HEAD_BYTES || held[0].includes(HEAD_END)
  }

  res.writeHead = function (statusCode, ...args) {
    decide(args)
    return writeHead.call(this, statusCode, ...args)
  }
  res.write = function (chunk, encoding, callback) {
    decide()
    if (state === 'passing') return write.call(res, chunk, encoding, callback)
    const cb = typeof encoding === 'function' ? encoding : callback
    if (hold(chunk, encoding)) return write.call(res, release(), cb)
    if (typeof cb === 'function') process.nextTick(cb)
    return true
  }
  res.end = function (chunk, encoding, callback) {
    if (typeof chunk === 'function') [chunk, encoding, callback] = [undefined, undefined, chunk]
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding]
    decide()
    if (state === 'passing') return end.call(res, chunk, encoding, callback)
    if (chunk !== undefined && chunk !== null) hold(chunk, encoding)
    const body = held.length ? release() : (restore(), undefined)
    return end.call(res, body, callback)
  }
}
