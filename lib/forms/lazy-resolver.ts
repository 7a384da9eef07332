/**
 * A react-hook-form resolver whose code (the schema library and the schema) is loaded the first time it is needed,
 * so a form page does not download the validator before anyone uses the form. `warm()` starts the download early,
 * e.g. when a field first gets focus.
 */
import type { FieldValues, Resolver } from 'react-hook-form'
import { loadWhenNeeded } from '../load-when-needed'

export type LazyResolver<T extends FieldValues, O> = Resolver<T, unknown, O> & { warm: () => void }

export function lazyResolver<T extends FieldValues, O>(
  load: () => Promise<Resolver<T, unknown, O>>,
): LazyResolver<T, O> {
  // Needed from the first call on; a failed download is tried again on the next validation.
  const loader = loadWhenNeeded(load)
  const get = () => {
    loader.need()
    return loader.get()
  }
  const resolver = (async (values, context, options) => (await get())(values, context, options)) as LazyResolver<T, O>
  resolver.warm = () => void get().catch(() => undefined)
  return resolver
}
