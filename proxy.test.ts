import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'
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
      // NextResponse.next(): the page answers, not the proxy.
      expect(response.headers.get('x-middleware-next'), ok).toBe('1')
    }
  })
})
