import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import type { FormCheck } from '@/lib/forms/check'
import { zodCheck } from '@/lib/forms/check'
import { lazyCheck } from '@/lib/forms/lazy-check'

type Values = { name: string }
const ok: FormCheck<'name', Values> = async (values) => ({ ok: true, values })

describe('lazyCheck', () => {
  it('loads the real check once, on first use, and passes every call through', async () => {
    const load = vi.fn(async () => ok)
    const check = lazyCheck(load)
    expect(load).not.toHaveBeenCalled()
    check.warm()
    expect(await check({ name: 'a' }, {})).toEqual({ ok: true, values: { name: 'a' } })
    expect(await check({ name: 'b' }, {})).toEqual({ ok: true, values: { name: 'b' } })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries the download again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(ok)
    const check = lazyCheck<'name', Values>(load)
    await expect(check({ name: 'a' }, {})).rejects.toThrow('offline')
    expect(await check({ name: 'a' }, {})).toEqual({ ok: true, values: { name: 'a' } })
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe('zodCheck', () => {
  const check = zodCheck(
    z.object({
      name: z
        .string()
        .check(z.trim(), z.minLength(1, { message: 'Enter your name', abort: true }), z.maxLength(3, 'Too long')),
      email: z.string().check(z.minLength(1, 'Enter your email'), z.includes('@', 'Not an email')),
    }),
  )

  it('gives the parsed values (trimmed) when every field passes', () => {
    expect(check({ name: ' Ana ', email: 'a@b' }, {})).toEqual({ ok: true, values: { name: 'Ana', email: 'a@b' } })
  })

  it('gives the first message of each field that fails, and none for a field that passes', () => {
    expect(check({ name: '  ', email: '' }, {})).toEqual({
      ok: false,
      errors: { name: 'Enter your name', email: 'Enter your email' },
    })
    expect(check({ name: 'Ana', email: 'ab' }, {})).toEqual({ ok: false, errors: { email: 'Not an email' } })
  })
})
