import { describe, expect, it } from 'vitest'
import { sameSecret } from './secret'

describe('sameSecret', () => {
  it('accepts only the exact secret', () => {
    expect(sameSecret('s3cret-token', 's3cret-token')).toBe(true)
    expect(sameSecret('s3cret-tokeN', 's3cret-token')).toBe(false)
    expect(sameSecret('s3cret', 's3cret-token')).toBe(false)
    expect(sameSecret('', 's3cret-token')).toBe(false)
  })
})
