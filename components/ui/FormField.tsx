import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react'

type Props = {
  id: string
  label: string
  error?: string | undefined
  hint?: ReactNode
  children: (describedBy: string | undefined) => ReactNode
}

/** A labelled field with its required marker, an optional hint and the message when the value is not accepted. */
export function FormField({ id, label, error, hint, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-gray-900">
        {label}
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </label>
      <div className="mt-1.5">{children(describedBy)}</div>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-gray-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  )
}

export const inputClass = (invalid: boolean) =>
  `block w-full rounded-md border bg-white px-3 py-2 text-gray-900 shadow-sm ${
    invalid ? 'border-red-700' : 'border-gray-400'
  }`

/** A field's id and validation state, as the forms build it (components/ui/useCheckedForm.ts). */
export type FieldState = { id: string; invalid: boolean; error?: string | undefined }

type ControlProps = {
  field: FieldState
  label: string
  hint?: ReactNode
  /** The field's name in the form, which the form's check reads it by. */
  name: string
}
type Managed = 'id' | 'className' | 'required' | 'aria-invalid' | 'aria-describedby'

/** A required one-line field: label, hint and message wired to the input for assistive technology. */
export function TextField({
  field,
  label,
  hint,
  ...input
}: ControlProps & Omit<InputHTMLAttributes<HTMLInputElement>, Managed>) {
  return (
    <FormField id={field.id} label={label} error={field.error} hint={hint}>
      {(describedBy) => (
        <input
          id={field.id}
          required
          aria-invalid={field.invalid}
          aria-describedby={describedBy}
          className={inputClass(field.invalid)}
          {...input}
        />
      )}
    </FormField>
  )
}

/** A required multi-line field, wired the same way. */
export function TextAreaField({
  field,
  label,
  hint,
  ...textarea
}: ControlProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Managed>) {
  return (
    <FormField id={field.id} label={label} error={field.error} hint={hint}>
      {(describedBy) => (
        <textarea
          id={field.id}
          required
          aria-invalid={field.invalid}
          aria-describedby={describedBy}
          className={inputClass(field.invalid)}
          {...textarea}
        />
      )}
    </FormField>
  )
}
