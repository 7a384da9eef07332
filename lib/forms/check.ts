/**
 * A form's one check, as the site's forms run it in the browser (components/ui/useCheckedForm.ts): the values as
 * typed in, each field's element (for what a value cannot say, such as a number field holding text), and either the
 * checked values or a message per field. The same rules the server applies where a form also reaches it.
 */
import type { ZodMiniType } from 'zod/mini'

export type FieldErrors<K extends string> = Partial<Record<K, string>>
export type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
export type CheckResult<K extends string, O> = { ok: true; values: O } | { ok: false; errors: FieldErrors<K> }
export type FormCheck<K extends string, O> = (
  values: Record<K, string>,
  elements: Partial<Record<K, FieldElement>>,
) => CheckResult<K, O> | Promise<CheckResult<K, O>>

/** A zod schema as a form check: its parsed values, or the first message for each field that fails. */
export function zodCheck<K extends string, O>(schema: ZodMiniType<O, Record<K, string>>): FormCheck<K, O> {
  return (values) => {
    const parsed = schema.safeParse(values)
    if (parsed.success) return { ok: true, values: parsed.data }
    const errors: FieldErrors<K> = {}
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as K | undefined
      if (typeof name === 'string' && errors[name] === undefined) errors[name] = issue.message
    }
    return { ok: false, errors }
  }
}
