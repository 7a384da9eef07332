import { describe, expect, it } from 'vitest'
import { handleNewsletter as POST, newsletterAnswer, newsletterBackPath } from './newsletter'

const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request('http://site.test/api/newsletter', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'site.test',
      referer: 'http://site.test/es/enfermedades/diabetes',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  })

describe('newsletter form without script', () => {
  it('answers each kind of address as the scripted form does', () => {
    const answer = (email: string) => newsletterAnswer(new URLSearchParams({ email, place: 'blog' }))
    expect(answer('ana@example.com')).toEqual({ place: 'blog', state: 'done' })
    expect(answer('   ')).toEqual({ place: 'blog', state: 'empty' })
    expect(answer('ana@example')).toEqual({ place: 'blog', state: 'invalid' })
    expect(newsletterAnswer(new URLSearchParams({ email: 'x', place: '<script>' })).place).toBe('footer')
  })

  it('sends the reader back to the page on this site only', () => {
    expect(newsletterBackPath('http://site.test/search?q=flu', 'site.test', '/')).toBe('/search?q=flu')
    expect(newsletterBackPath('http://elsewhere.test/x', 'site.test', '/es')).toBe('/es')
    expect(newsletterBackPath('http://site.test//elsewhere.test/x', 'site.test', '/')).toBe('/elsewhere.test/x')
    expect(newsletterBackPath('javascript:alert(1)', 'site.test', '/')).toBe('/')
    expect(newsletterBackPath(null, 'site.test', '/es')).toBe('/es')
  })

  it('the route answers 303 to the page at the answer, and stores nothing', async () => {
    const done = await POST(form({ email: 'ana@example.com', place: 'footer', lang: 'es' }))
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe('/es/enfermedades/diabetes#newsletter-footer-done')
    const bad = await POST(form({ email: 'ana@', place: 'blog', lang: 'es' }, { referer: '' }))
    expect(bad.headers.get('location')).toBe('/es#newsletter-blog-invalid')
  })

  it('refuses another site, another body type and an oversized body', async () => {
    expect((await POST(form({ email: 'a@b.co' }, { 'sec-fetch-site': 'cross-site' }))).status).toBe(403)
    expect((await POST(form({ email: 'a@b.co' }, { 'content-type': 'text/plain' }))).status).toBe(415)
    expect((await POST(form({ email: 'a'.repeat(5000) }))).status).toBe(413)
  })
})
