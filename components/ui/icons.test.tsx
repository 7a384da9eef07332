import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Search, Star } from '@/components/ui/icons'

describe('icons', () => {
  it('draw Lucide’s SVG, hidden from assistive technology, with the caller’s classes', () => {
    const html = renderToStaticMarkup(<Search className="size-5" />)
    expect(html).toMatch(/^<svg [^>]*viewBox="0 0 24 24"/)
    expect(html).toContain('aria-hidden="true"')
    expect(html).toContain('class="lucide lucide-search size-5"')
    expect(html).toContain('stroke="currentColor"')
    expect(html).toContain('<circle cx="11" cy="11" r="8"></circle>')
  })

  it('are announced when given a name, and take a fill', () => {
    const html = renderToStaticMarkup(<Star aria-label="Rated" fill="currentColor" />)
    expect(html).not.toContain('aria-hidden')
    expect(html).toContain('aria-label="Rated"')
    expect(html).toContain('fill="currentColor"')
  })
})
