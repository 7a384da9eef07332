import { describe, expect, it, vi } from 'vitest'
import type { Resolver } from 'react-hook-form'
import { lazyResolver } from '@/lib/forms/lazy-resolver'

type Values = { name: string }
const ok: Resolver<Values, unknown, Values> = async (values) => ({ values, errors: {} })
const options = { fields: {}, shouldUseNativeValidation: false }

describe('lazyResolver', () => {
  it('loads the real resolver once, on first use, and passes every call through', async () => {
    const load = vi.fn(async () => ok)
    const resolver = lazyResolver(load)
    expect(load).not.toHaveBeenCalled()
    resolver.warm()
    expect(await resolver({ name: 'a' }, undefined, options)).toEqual({ values: { name: 'a' }, errors: {} })
    expect(await resolver({ name: 'b' }, undefined, options)).toEqual({ values: { name: 'b' }, errors: {} })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries the download again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(ok)
    const resolver = lazyResolver<Values, Values>(load)
    await expect(resolver({ name: 'a' }, undefined, options)).rejects.toThrow('offline')
    expect(await resolver({ name: 'a' }, undefined, options)).toEqual({ values: { name: 'a' }, errors: {} })
    expect(load).toHaveBeenCalledTimes(2)
  })
})
