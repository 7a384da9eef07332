/**
 * Dates in content are calendar dates ("2025-07-15") with no time zone; they are formatted in UTC so that a
 * reader west of Greenwich never sees the day before.
 */
function parseDate(value: string | null | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? null : date
}

// Made once: constructing a formatter costs far more than formatting with it (a blog list page formats dozens of
// dates, and building a formatter for each was a visible part of its render: docs/performance.md, "Figures behind
// the code").
const MONTH_YEAR = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })
const LONG_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

/** "July 2025" */
export function formatMonthYear(value: string | null | undefined): string {
  const date = parseDate(value)
  return date ? MONTH_YEAR.format(date) : ''
}

/** "July 15, 2025" */
export function formatLongDate(value: string | null | undefined): string {
  const date = parseDate(value)
  return date ? LONG_DATE.format(date) : ''
}

/** The ISO calendar date for <time dateTime>, or undefined when the value is not a date. */
export function isoDate(value: string | null | undefined): string | undefined {
  return parseDate(value)?.toISOString().slice(0, 10)
}
