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
// Offline, the validator's reference lookups fail only after the client's retries: a document with many references
// (a guide's internal links, a policy page's) can run past the validator's 30 s. Its references are checked from the
// file instead (danglingReferences); its field rules are the Studio's, also run by the unit and content checks.
const OFFLINE_TIMEOUT = /Exception occurred while validating value: Document '[^']+' failed to validate within/i

function fieldPath(path: NonNullable<ValidationReport['markers']>[number]['path']): string {
  return (path ?? []).map((part) => (typeof part === 'object' ? `[_key=="${part._key}"]` : String(part))).join('.')
}

export function seedValidationProblems(reports: ValidationReport[], datasetNdjson: string): string[] {
  const problems: string[] = []
  for (const report of reports) {
    for (const marker of report.markers ?? []) {
      if (marker.level !== 'error') continue
      const field = fieldPath(marker.path)
      if (OFFLINE_LOOKUP.test(marker.message) || OFFLINE_TIMEOUT.test(marker.message)) continue
      problems.push(`${report.documentId} (${report.documentType}) ${field || '(document)'}: ${marker.message}`)
    }
  }
  problems.push(...duplicateSlugs(datasetNdjson), ...danglingReferences(datasetNdjson))
  return problems
}

/** Strong references to a document the file does not hold (asset references are the import's business). */
export function danglingReferences(datasetNdjson: string): string[] {
  const docs = datasetNdjson
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { _id: string })
  const ids = new Set(docs.map((doc) => doc._id))
  const problems: string[] = []
  const walk = (value: unknown, owner: string) => {
    if (Array.isArray(value)) for (const item of value) walk(item, owner)
    else if (value && typeof value === 'object') {
      const ref = (value as { _ref?: unknown; _weak?: unknown })._ref
      if (typeof ref === 'string' && !(value as { _weak?: unknown })._weak && !/^(image|file)-/.test(ref))
        if (!ids.has(ref)) problems.push(`${owner}: a reference to ${ref}, which the dataset does not hold`)
      for (const item of Object.values(value)) walk(item, owner)
    }
  }
  for (const doc of docs) walk(doc, doc._id)
  return problems
}

/**
 * Two published documents of one type and language with the same slug (a draft shares its published twin's slug; a
 * translation may keep its English slug, as the Studio's per-language check allows: schemas/language.ts).
 */
export function duplicateSlugs(datasetNdjson: string): string[] {
  const seen = new Map<string, string>()
  const problems: string[] = []
  for (const line of datasetNdjson.split('\n')) {
    if (!line.trim()) continue
    const doc = JSON.parse(line) as { _id: string; _type: string; language?: string; slug?: { current?: string } }
    if (doc._id.includes('.') || !doc.slug?.current) continue
    const key = `${doc._type}:${doc.language ?? 'en'}:${doc.slug.current}`
    const other = seen.get(key)
    if (other) problems.push(`${doc._id} (${doc._type}) slug: "${doc.slug.current}" is already used by ${other}`)
    else seen.set(key, doc._id)
  }
  return problems
}
