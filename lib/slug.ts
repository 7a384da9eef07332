/** Stable anchor ids for headings: lower-case ASCII words joined by dashes ("Type 2 diabetes" → "type-2-diabetes"). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * Hands out ids that are unique within one page, so two sub-headings called "Symptoms" become
 * "symptoms" and "symptoms-2". Ids already used by the page (section anchors) are reserved up front.
 */
export function createIdRegistry(reserved: Iterable<string> = []) {
  const used = new Set(reserved)
  return (text: string): string => {
    const base = slugify(text) || 'section'
    let id = base
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`
    used.add(id)
    return id
  }
}
