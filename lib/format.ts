/**
 * Dates in content are calendar dates ("2025-07-15") with no time zone; they are formatted in UTC so that a
 * reader west of Greenwich never sees the day before.
 */
function parseDate(value: string | null | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? null : date
}

// Made once per language: constructing a formatter costs far more than formatting with it (a blog list page formats
// dozens of dates, and building a formatter for each was a visible part of its render: docs/performance.md, "Figures
// behind the code").
const formatters = new Map<string, { monthYear: Intl.DateTimeFormat; longDate: Intl.DateTimeFormat }>()
function formattersFor(tag: string) {
  let made = formatters.get(tag)
  if (!made) {
    made = {
      monthYear: new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      longDate: new Intl.DateTimeFormat(tag, { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
    }
    formatters.set(tag, made)
  }
  return made
}

/** A calendar date's month and year in a language's BCP 47 tag: "July 2025", "julio de 2025". */
export const monthYearIn =
  (tag: string) =>
  (value: string | null | undefined): string => {
    const date = parseDate(value)
    return date ? formattersFor(tag).monthYear.format(date) : ''
  }

/** A calendar date in full in a language's BCP 47 tag: "July 15, 2025", "15 de julio de 2025". */
export const longDateIn =
  (tag: string) =>
  (value: string | null | undefined): string => {
    const date = parseDate(value)
    return date ? formattersFor(tag).longDate.format(date) : ''
  }

/** "July 2025" */
export const formatMonthYear = monthYearIn('en-US')

/** "July 15, 2025" */
export const formatLongDate = longDateIn('en-US')

/** The ISO calendar date for <time dateTime>, or undefined when the value is not a date. */
export function isoDate(value: string | null | undefined): string | undefined {
  return parseDate(value)?.toISOString().slice(0, 10)
}
