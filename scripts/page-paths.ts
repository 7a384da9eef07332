// Resolves the budget file's path templates against the seed dataset (e.g. /blog/{firstPost} → the newest post).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Budgets, PageBudget } from './perf-budget'

export const root = path.resolve(import.meta.dirname, '..')

export function loadBudgets(): Budgets {
  return JSON.parse(readFileSync(path.join(root, 'perf/budgets.json'), 'utf8')) as Budgets
}

export type ResolvedPage = PageBudget & { missing: boolean }

export function resolvePages(
  pages: PageBudget[],
  datasetFile = path.join(root, 'content/seed/dataset.ndjson'),
): ResolvedPage[] {
  const docs = readFileSync(datasetFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map(
      (line) =>
        JSON.parse(line) as {
          _id: string
          _type: string
          slug?: { current?: string }
          publishedAt?: string
          language?: string
        },
    )
  // The newest post in each language: `{firstPost}` English, `{firstPostEs}` Spanish.
  const newest = (lang: string) =>
    docs
      .filter((d) => d._type === 'blogPost' && !d._id.includes('.') && d.slug?.current && (d.language ?? 'en') === lang)
      .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''))[0]?.slug?.current
  const values: Record<string, string | undefined> = { firstPost: newest('en'), firstPostEs: newest('es') }
  return pages.map((page) => {
    const unresolved = [...page.path.matchAll(/\{(\w+)\}/g)].some(([, key]) => !values[key!])
    if (unresolved) return { ...page, missing: true }
    return { ...page, path: page.path.replace(/\{(\w+)\}/g, (_, key: string) => values[key]!), missing: false }
  })
}
