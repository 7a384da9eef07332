/**
 * Reads `sanity documents validate --format ndjson` reports for the seed dataset and turns them into messages that
 * name the document, the field and the rule. Slug uniqueness is the one rule the CLI checks through the API (so
 * offline it reports a network exception); it is checked here from the dataset itself, as the Studio would.
 */
export type ValidationReport = {
  documentId: string
  documentType: string
  level: string
  markers?: Array<{ level: string; message: string; path?: Array<string | number | { _key: string }> }>
}

const OFFLINE_LOOKUP = /Exception occurred while validating value: (getaddrinfo|connect|request|fetch)/i

function fieldPath(path: NonNullable<ValidationReport['markers']>[number]['path']): string {
  return (path ?? []).map((part) => (typeof part === 'object' ? `[_key=="${part._key}"]` : String(part))).join('.')
}

export function seedValidationProblems(reports: ValidationReport[], datasetNdjson: string): string[] {
  const problems: string[] = []
  for (const report of reports) {
    for (const marker of report.markers ?? []) {
      if (marker.level !== 'error') continue
      const field = fieldPath(marker.path)
      if (field === 'slug' && OFFLINE_LOOKUP.test(marker.message)) continue
      problems.push(`${report.documentId} (${report.documentType}) ${field || '(document)'}: ${marker.message}`)
    }
  }
  problems.push(...duplicateSlugs(datasetNdjson))
  return problems
}

/** Two published documents of one type with the same slug (a draft shares its published twin's slug). */
export function duplicateSlugs(datasetNdjson: string): string[] {
  const seen = new Map<string, string>()
  const problems: string[] = []
  for (const line of datasetNdjson.split('\n')) {
    if (!line.trim()) continue
    const doc = JSON.parse(line) as { _id: string; _type: string; slug?: { current?: string } }
    if (doc._id.includes('.') || !doc.slug?.current) continue
    const key = `${doc._type}:${doc.slug.current}`
    const other = seen.get(key)
    if (other) problems.push(`${doc._id} (${doc._type}) slug: "${doc.slug.current}" is already used by ${other}`)
    else seen.set(key, doc._id)
  }
  return problems
}
