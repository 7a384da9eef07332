import type { ChartSegment } from '@/lib/bmi/bmi'

/** The drawing's box, in pixels: the same as its frame in BmiChart (`size-[200px]`), so nothing moves. */
export const DONUT_SIZE = 200
const CENTER = DONUT_SIZE / 2
const INNER_RADIUS = 55
const OUTER_RADIUS = 90
/** The gap between two segments, in degrees. */
const GAP_DEGREES = 2

export type DonutSlice = { name: ChartSegment['name']; color: string; startAngle: number; endAngle: number; d: string }

/**
 * A point on the circle of radius `r` at `angle` degrees, counted counter-clockwise from three o'clock (the first
 * segment starts there and the others follow counter-clockwise).
 */
function point(r: number, angle: number): string {
  const radians = (-angle * Math.PI) / 180
  return `${round(CENTER + r * Math.cos(radians))},${round(CENTER + r * Math.sin(radians))}`
}

const round = (n: number) => Math.round(n * 100) / 100

/** One ring segment from `start` to `end` degrees: the outer arc, then the inner arc back. */
function ringPath(start: number, end: number): string {
  const large = end - start > 180 ? 1 : 0
  return [
    `M${point(OUTER_RADIUS, start)}`,
    `A${OUTER_RADIUS},${OUTER_RADIUS} 0 ${large} 0 ${point(OUTER_RADIUS, end)}`,
    `L${point(INNER_RADIUS, end)}`,
    `A${INNER_RADIUS},${INNER_RADIUS} 0 ${large} 1 ${point(INNER_RADIUS, start)}`,
    'Z',
  ].join(' ')
}

/**
 * The slices of the ring: each segment's share of the circle, less a small gap after each. A segment of zero or an
 * unreadable value gets no slice; with nothing to draw the list is empty.
 */
export function donutSlices(segments: readonly ChartSegment[]): DonutSlice[] {
  const drawn = segments.filter((s) => Number.isFinite(s.value) && s.value > 0)
  const total = drawn.reduce((sum, s) => sum + s.value, 0)
  if (drawn.length === 0 || !(total > 0)) return []
  // A single segment is the whole ring, drawn as two halves (an arc cannot start and end at the same point).
  const gap = drawn.length > 1 ? GAP_DEGREES : 0
  const sweep = 360 - gap * drawn.length
  let start = 0
  return drawn.map((segment) => {
    const end = start + (segment.value / total) * sweep
    const d =
      end - start >= 359.99
        ? `${ringPath(start, start + 180)} ${ringPath(start + 180, start + 360)}`
        : ringPath(start, end)
    const slice = { name: segment.name, color: segment.color, startAngle: start, endAngle: end, d }
    start = end + gap
    return slice
  })
}

/**
 * The donut drawing itself: plain SVG, drawn on the server with the rest of the result (also the result a browser
 * without JavaScript gets). Decorative to assistive technology: the frame around it (BmiChart) carries the text
 * alternative and the legend.
 */
export function BmiDonut({ segments }: { segments: readonly ChartSegment[] }) {
  return (
    <svg
      width={DONUT_SIZE}
      height={DONUT_SIZE}
      viewBox={`0 0 ${DONUT_SIZE} ${DONUT_SIZE}`}
      aria-hidden="true"
      focusable="false"
      data-testid="bmi-donut"
    >
      {donutSlices(segments).map((slice) => (
        <path key={slice.name} d={slice.d} fill={slice.color} stroke="#fff" data-slice={slice.name} />
      ))}
    </svg>
  )
}
