import { NextRequest } from 'next/server'
import { describe, expect, it, vi } from 'vitest'
import { previewSessionKey, signPreviewSession } from './lib/site/preview-session'
import { LANGUAGES } from './lib/site/languages'
import { internalPath, routesFor, searchPaths } from './lib/site/localized-routes'
import { proxy } from './proxy'

const request = (path: string) => new NextRequest(new URL(path, 'http://localhost:3000'))

describe('the proxy', () => {
  it('answers 400 with a plain message for a path that cannot be decoded', async () => {
    for (const bad of ['/%', '/%E0%A4%A', '/diseases/%zz', '/a%']) {
      const response = proxy(request(bad))
      expect(response.status, bad).toBe(400)
      expect(await response.text(), bad).toBe('Bad request: this address is not valid. Check the link and try again.')
    }
  })

  it('passes every path that decodes on to the page', () => {
    for (const ok of ['/', '/diseases/diabetes', '/%25', '/%F0%9F%98%80', '/a%20b']) {
      const response = proxy(request(ok))
      expect(response.status, ok).toBe(200)
      // NextResponse.next() or a rewrite into the route tree: the page answers, not the proxy.
      expect(passed(response, ok), ok).toBe(true)
    }
  })
})

const withInit = (path: string, init: { method?: string; headers?: Record<string, string> }) =>
  new NextRequest(new URL(path, 'http://localhost:3000'), init)
const session = () => signPreviewSession(previewSessionKey(), Date.now() + 60_000)
/**
 * Passed on to the page as asked: Next renders it, as it is or at its place in the route tree (proxy.ts maps the
 * address onto app/[locale] with `internalPath`), with the query it was asked with.
 */
const passed = (response: Response, asked: string) => {
  if (response.headers.get('x-middleware-next') === '1') return true
  const target = response.headers.get('x-middleware-rewrite')
  const url = new URL(asked, 'http://localhost:3000')
  const located = internalPath(url.pathname)
  return (
    !!target &&
    !!located &&
    'rewrite' in located &&
    new URL(target).pathname === located.rewrite &&
    new URL(target).search === url.search
  )
}
/** The internal path a reader address is rendered at. */
const internal = (address: string) => {
  const url = new URL(address, 'http://localhost:3000')
  const located = internalPath(url.pathname)
  return `${located && 'rewrite' in located ? located.rewrite : url.pathname}${url.search}`
}

describe('methods on pages', () => {
  it('answers 405 with Allow: GET, HEAD to any other method on a page, without the page', async () => {
    for (const method of ['DELETE', 'PUT', 'PATCH', 'OPTIONS', 'POST', 'PROPFIND']) {
      const response = proxy(withInit('/diseases/diabetes', { method }))
      expect(response.status, method).toBe(405)
      expect(response.headers.get('allow'), method).toBe('GET, HEAD')
      expect(response.headers.get('cache-control'), method).toBe('no-store')
      expect(await response.text(), method).toMatch(/not allowed/)
    }
    for (const method of ['GET', 'HEAD'])
      expect(passed(proxy(withInit('/diseases/diabetes', { method })), '/diseases/diabetes'), method).toBe(true)
  })

  it('leaves routes under /api to answer for their own methods (the webhook takes POST)', () => {
    expect(passed(proxy(withInit('/api/revalidate', { method: 'POST' })), '/api/revalidate')).toBe(true)
  })

  it('refuses a server action (Next-Action) without a valid preview session, before Next runs it', async () => {
    const action = { 'next-action': '40a32e7ba66726a97e7a8f16ef940dcdf0a163d29c', 'content-type': 'text/plain' }
    for (const cookie of [undefined, 'site-preview-session=1.abc.def', `site-preview-session=${session()}x`]) {
      const response = proxy(
        withInit('/diseases/diabetes', { method: 'POST', headers: { ...action, ...(cookie ? { cookie } : {}) } }),
      )
      expect(response.status, cookie).toBe(403)
      expect(await response.text()).toMatch(/preview session/)
    }
    const reviewer = proxy(
      withInit('/diseases/diabetes', {
        method: 'POST',
        headers: { ...action, cookie: `site-preview-session=${session()}` },
      }),
    )
    expect(passed(reviewer, '/diseases/diabetes')).toBe(true)
  })
})

describe('exit preview', () => {
  it('revokes the session it ends: a copy of its cookie no longer carries draft mode nor a server action', () => {
    const value = session()
    const cookie = `__prerender_bypass=build-wide; site-preview-session=${value}`
    const before = proxy(withInit('/diseases/diabetes', { headers: { cookie } }))
    expect(before.headers.get('set-cookie')).toBeNull()
    expect(passed(proxy(withInit('/api/draft-mode/disable', { headers: { cookie } })), '/api/draft-mode/disable')).toBe(
      true,
    )
    const after = proxy(withInit('/diseases/diabetes', { headers: { cookie } }))
    // Next's cookie is dropped from the request (the page renders as published) and cleared in the browser.
    expect(after.headers.get('x-middleware-override-headers')).toContain('cookie')
    expect(after.headers.get('x-middleware-request-cookie')).not.toContain('__prerender_bypass')
    expect(after.headers.get('set-cookie')).toMatch(/__prerender_bypass=;/)
    const action = proxy(withInit('/diseases/diabetes', { method: 'POST', headers: { cookie, 'next-action': 'abc' } }))
    expect(action.status).toBe(403)
    // Another reviewer's session is untouched.
    const other = `__prerender_bypass=build-wide; site-preview-session=${session()}`
    expect(proxy(withInit('/diseases/diabetes', { headers: { cookie: other } })).headers.get('set-cookie')).toBeNull()
  })
})

describe('search addresses', () => {
  it('redirects (308) every other spelling of a search to its canonical address', () => {
    for (const [asked, canonical] of [
      ['/search?q=heart&z=1', '/search?q=heart'],
      ['/search?q=heart&warm=1', '/search?q=heart'],
      ['/search?q=heart%20rate', '/search?q=heart+rate'],
      ['/search?page=2&q=heart', '/search?q=heart&page=2'],
      ['/search?q=heart&page=1', '/search?q=heart'],
      ['/search?q=heart&page=abc', '/search?q=heart'],
      ['/search?q=a&q=b', '/search?q=a'],
      ['/search?z=1', '/search'],
      ['/search?exact=1&q=diabetis', '/search?q=diabetis&exact=1'],
      ['/search?q=diabetis&exact=yes', '/search?q=diabetis'],
      ['/search?q=diabetis&exact=1&z=1', '/search?q=diabetis&exact=1'],
    ]) {
      const response = proxy(withInit(asked!, {}))
      expect(response.status, asked).toBe(308)
      const location = new URL(response.headers.get('location')!)
      expect(location.origin + location.pathname + location.search, asked).toBe(`http://localhost:3000${canonical}`)
    }
  })

  it('passes the canonical addresses and client navigations on to the page', () => {
    // "Search instead for diabetis" is a search of its own: its `exact` stays.
    for (const ok of [
      '/search',
      '/search?q=heart',
      '/search?q=heart+rate&page=2',
      '/search?q=%25zz',
      '/search?q=diabetis&exact=1',
      '/search?q=diabetis&page=2&exact=1',
    ])
      expect(passed(proxy(withInit(ok, {})), ok), ok).toBe(true)
    expect(
      passed(proxy(withInit('/search?q=heart&_rsc=1x2y', { headers: { rsc: '1' } })), '/search?q=heart&_rsc=1x2y'),
    ).toBe(true)
  })
})

describe("every language's search page (the localized route table)", () => {
  it('redirects a search on each to its canonical address there, and passes the canonical one', () => {
    for (const { lang, path } of searchPaths()) {
      const search = routesFor(lang).search
      for (const [asked, canonical] of [
        [`${path}?q=corazon&z=1`, search('corazon')],
        [`${path}?z=1&q=corazon`, search('corazon')],
        [`${path}?page=2&q=corazon`, search('corazon', 2)],
      ]) {
        const response = proxy(withInit(asked!, {}))
        expect(response.status, asked).toBe(308)
        const location = new URL(response.headers.get('location')!)
        expect(location.pathname + location.search, asked).toBe(canonical)
      }
      expect(passed(proxy(withInit(search('corazon'), {})), search('corazon')), lang).toBe(true)
    }
    expect(searchPaths().map((p) => p.path)).toContain('/es/buscar')
  })
})

describe('request bodies over their route’s limit', () => {
  const post = (path: string, length: number, headers: Record<string, string> = {}) =>
    proxy(withInit(path, { method: 'POST', headers: { 'content-length': String(length), ...headers } }))

  it('refuses by Content-Length (413): 256 KB on the webhook, 16 KB everywhere else', async () => {
    for (const [path, length, headers] of [
      ['/api/revalidate', 256 * 1024 + 1, {}],
      ['/api/revalidate', 11 * 1024 * 1024, {}],
      ['/api/local-lake/revalidate', 200 * 1024, {}],
      ['/diseases/diabetes', 16 * 1024 + 1, { 'next-action': 'abc' }],
      ['/diseases/diabetes', 300 * 1024, {}],
    ] as const) {
      const response = post(path, length, headers)
      expect(response.status, `${path} ${length}`).toBe(413)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.text()).toMatch(/does not take a request body this large/)
    }
  })

  it('passes bodies within the limit on to their route', () => {
    expect(passed(post('/api/revalidate', 256 * 1024), '/api/revalidate')).toBe(true)
    expect(passed(post('/api/revalidate', 200), '/api/revalidate')).toBe(true)
    const reviewer = post('/diseases/diabetes', 16 * 1024, {
      'next-action': 'abc',
      cookie: `site-preview-session=${session()}`,
    })
    expect(passed(reviewer, '/diseases/diabetes')).toBe(true)
  })
})

describe("the contact page's policy", () => {
  it('allows the EmailJS API on the contact page of every language, at its address and at its place in the tree', () => {
    vi.stubEnv('NEXT_PUBLIC_EMAILJS_PUBLIC_KEY', 'key')
    vi.stubEnv('NEXT_PUBLIC_EMAILJS_SERVICE_ID', 'service')
    vi.stubEnv('NEXT_PUBLIC_EMAILJS_TEMPLATE_ID', 'template')
    try {
      // Next runs the proxy once on the reader's address and again on the address it was rewritten to: both runs
      // must give the contact page its policy, or the second run's answer drops it.
      for (const address of LANGUAGES.flatMap((lang) => [
        routesFor(lang).contact(),
        internal(routesFor(lang).contact()),
      ]))
        expect(proxy(request(address)).headers.get('content-security-policy'), address).toContain(
          'https://api.emailjs.com',
        )
      expect(proxy(request(routesFor('en').about())).headers.get('content-security-policy') ?? '').not.toContain(
        'emailjs',
      )
    } finally {
      vi.unstubAllEnvs()
    }
  })
})
