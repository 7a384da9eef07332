/**
 * A form check whose code (the schema library and the schema) is loaded the first time it is needed, so a form page
 * does not download the validator before anyone uses the form. `warm()` starts the download early, e.g. when a field
 * first gets focus.
 */
import type { FormCheck } from './check'
import { loadWhenNeeded } from '../load-when-needed'

export type LazyCheck<K extends string, O> = FormCheck<K, O> & { warm: () => void }

export function lazyCheck<K extends string, O>(load: () => Promise<FormCheck<K, O>>): LazyCheck<K, O> {
  // Needed from the first call on; a failed download is tried again on the next check.
  const loader = loadWhenNeeded(load)
  const get = () => {
    loader.need()
    return loader.get()
  }
  const check = (async (values, elements) => (await get())(values, elements)) as LazyCheck<K, O>
  check.warm = () => void get().catch(() => undefined)
  return check
}
