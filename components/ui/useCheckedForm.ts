import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import type { FieldElement, FieldErrors, FormCheck } from '@/lib/forms/check'

type Options<K extends string, O> = {
  /** The checked fields, in page order: the first one with a message gets focus. */
  fields: readonly K[]
  check: FormCheck<K, O>
  /** Messages to start with: those the server gave a form submitted without JavaScript. */
  initialErrors?: FieldErrors<K>
  /** After a refused submit, each change checks its field again (its message goes as soon as it is right). */
  recheckOnChange?: boolean
  /** Fields whose length the page shows as it is typed ("120 of 1,000 characters"). */
  counted?: readonly K[]
}

/**
 * A form of plain, uncontrolled fields checked as a whole on submit (the form library's job, for three small forms:
 * a few lines instead of a library every reader of those pages downloads). The fields keep what the page holds, so
 * text typed before React hydrated the form is kept; a refused submit shows a message at each field and puts focus
 * on the first. Give the form `ref={formRef}`, `onSubmit={handleSubmit(...)}` and `onChange={onChange}`, and each
 * field its `name`.
 */
export function useCheckedForm<K extends string, O>({
  fields,
  check,
  initialErrors = {},
  recheckOnChange = true,
  counted = [],
}: Options<K, O>) {
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<FieldErrors<K>>(initialErrors)
  const [lengths, setLengths] = useState<Partial<Record<K, number>>>({})
  const submitted = useRef(false)
  // Values set for fields that are not on the page yet (the BMI's feet and inches appear after a switch of units).
  const pending = useRef<Partial<Record<K, string>>>({})

  const element = (name: K) => (formRef.current?.elements.namedItem(name) as FieldElement | null) ?? undefined
  const values = () => Object.fromEntries(fields.map((name) => [name, element(name)?.value ?? ''])) as Record<K, string>
  const elements = () =>
    Object.fromEntries(fields.map((name) => [name, element(name)])) as Partial<Record<K, FieldElement>>
  const countAll = () =>
    setLengths(
      Object.fromEntries(counted.map((name) => [name, element(name)?.value.length ?? 0])) as Partial<Record<K, number>>,
    )

  // What was typed before hydration counts too: read from the page once, after hydration.
  // eslint-disable-next-line react-hooks/set-state-in-effect, react-hooks/exhaustive-deps -- syncing from the page, once
  useEffect(countAll, [])
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(pending.current) as [K, string][]) {
      const field = element(name)
      if (!field) continue
      field.value = value
      delete pending.current[name]
    }
  })

  /** Puts values in the fields (a reset, converted units) and starts again without messages. */
  const setValues = (next: Partial<Record<K, string>>) => {
    for (const [name, value] of Object.entries(next) as [K, string][]) {
      const field = element(name)
      if (field) field.value = value
      else pending.current[name] = value
    }
    submitted.current = false
    setErrors({})
    countAll()
  }

  const focus = (name: K) => element(name)?.focus()

  const handleSubmit =
    (onValid: (values: O, form: HTMLFormElement) => void | Promise<void>, onInvalid?: () => void) =>
    (event: FormEvent<HTMLFormElement>) => {
      // At once, before any wait: the browser would otherwise send the form to its address.
      event.preventDefault()
      const form = event.currentTarget
      submitted.current = true
      void (async () => {
        const result = await check(values(), elements())
        if (result.ok) {
          setErrors({})
          await onValid(result.values, form)
          return
        }
        setErrors(result.errors)
        const first = fields.find((name) => result.errors[name])
        if (first) focus(first)
        onInvalid?.()
      })()
    }

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as Partial<FieldElement>).name as K
    if (!fields.includes(name)) return
    if (counted.includes(name)) setLengths((old) => ({ ...old, [name]: element(name)?.value.length ?? 0 }))
    if (!recheckOnChange || !submitted.current) return
    void (async () => {
      const result = await check(values(), elements())
      setErrors((old) => ({ ...old, [name]: result.ok ? undefined : result.errors[name] }))
    })()
  }

  return { formRef, errors, lengths, values, setValues, focus, handleSubmit, onChange }
}
