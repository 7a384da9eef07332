import { dialTargets } from './dial-targets'

type Span = { _type: 'span'; _key?: string; text: string; marks?: string[] }
type MarkDef = { _key: string; _type: string; [key: string]: unknown }
type TextBlock = { _type: 'block'; children: Array<Span | { _type: string }>; markDefs?: MarkDef[] }

/** The mark a help line's words carry once found in a text block: a link a phone opens (its `href`). */
export const DIAL_MARK = 'dialLink'

const isSpan = (child: unknown): child is Span =>
  typeof child === 'object' &&
  child !== null &&
  (child as Span)._type === 'span' &&
  typeof (child as Span).text === 'string'

/**
 * Portable Text blocks with every help line they name marked as a link (components/help/dial-targets.ts): 988, 911,
 * Poison Control and other toll-free numbers dial, "text 988" and "envíe AYUDA al 988" text. The blocks are read as
 * the reader reads them, across spans ("Call or text **988**"): a span is cut where a line starts or ends, and its
 * other marks stay. Words an editor already linked keep their link. Other blocks are returned as they are.
 */
export function withDialMarks<B>(blocks: readonly B[]): B[] {
  return blocks.map((block) => {
    const b = block as unknown as TextBlock
    if (b?._type !== 'block' || !Array.isArray(b.children)) return block
    const text = b.children.map((child) => (isSpan(child) ? child.text : '')).join('')
    const targets = dialTargets(text)
    if (targets.length === 0) return block
    const linked = new Set((b.markDefs ?? []).map((def) => def._key))
    const defs: MarkDef[] = targets.map((t, i) => ({ _key: `${DIAL_MARK}-${i}`, _type: DIAL_MARK, href: t.href }))
    const children: TextBlock['children'] = []
    let at = 0
    for (const child of b.children) {
      if (!isSpan(child)) {
        children.push(child)
        continue
      }
      const start = at
      const end = at + child.text.length
      at = end
      if ((child.marks ?? []).some((mark) => linked.has(mark))) {
        children.push(child)
        continue
      }
      // Cut points inside this span: where each target starts and ends.
      const cuts = new Set([start, end])
      for (const t of targets) for (const p of [t.start, t.end]) if (p > start && p < end) cuts.add(p)
      const points = [...cuts].sort((x, y) => x - y)
      for (let i = 0; i + 1 < points.length; i++) {
        const from = points[i]!
        const to = points[i + 1]!
        const target = targets.findIndex((t) => from >= t.start && to <= t.end)
        children.push({
          ...child,
          _key: `${child._key ?? 's'}-${i}`,
          text: text.slice(from, to),
          marks: target === -1 ? child.marks : [...(child.marks ?? []), defs[target]!._key],
        })
      }
    }
    return { ...b, children, markDefs: [...(b.markDefs ?? []), ...defs] } as unknown as B
  })
}

/** The help lines a box names, in the order a reader needs them: 988 first, then 911, then Poison Control. */
export function linesNamed(text: string): Array<'988' | '911' | 'poison'> {
  const hrefs = dialTargets(text).map((t) => t.href)
  const has = (test: (href: string) => boolean) => hrefs.some(test)
  return [
    ...(has((h) => h.includes('988')) ? (['988'] as const) : []),
    ...(has((h) => h === 'tel:911') ? (['911'] as const) : []),
    ...(has((h) => h === 'tel:+18002221222') ? (['poison'] as const) : []),
  ]
}
