/**
 * The geometry behind GROQ's geography extension (`geo()`, `geo::latLng`, `geo::distance`, `geo::contains`,
 * `geo::intersects`), as the GROQ spec and Sanity's documentation define it; `geo-query.ts` wires it into groq-js.
 *
 * - A **geo value** is a Sanity geopoint (an object with `lat` and either `lng` or `lon`, not both) or a GeoJSON
 *   geometry: `Point`, `MultiPoint`, `LineString`, `MultiLineString`, `Polygon`, `MultiPolygon`,
 *   `GeometryCollection` (not `Feature`, `FeatureCollection` or a bare array). Positions are `[lng, lat]` within
 *   ±180 and ±90; a polygon's rings are closed (first position = last) with at least four positions, the first ring
 *   its outline and the others its holes. Anything else is not a geo value, and a function given one answers null.
 * - `distance`: metres between two points (a geopoint or a GeoJSON `Point`; null for anything else), by the
 *   haversine formula on a sphere of the Earth's mean radius (within about 0.5% of the distance on the ellipsoid).
 * - `contains` and `intersects` are planar (longitude and latitude as x and y, as the spec says), and treat shapes as
 *   closed: a point on a polygon's edge is inside it, and shapes that only touch intersect. `contains(a, b)`: every
 *   part of b (each point, line or polygon of a multi-geometry) lies in one part of a.
 */

/** `[lng, lat]` */
export type Position = readonly [number, number]

export type Shape =
  | { kind: 'point'; at: Position }
  | { kind: 'line'; path: Position[] }
  /** The first ring is the outline, the others are holes; each ring is closed (its last position is its first). */
  | { kind: 'polygon'; rings: Position[][] }

/** A geo value: its shapes (several for a multi-geometry), and its position when it is a single point. */
export type Geo = { shapes: Shape[]; point?: Position }

/** The Earth's mean radius (IUGG), in metres. */
export const EARTH_RADIUS_M = 6_371_008.8

/** How far apart two positions may be, in degrees, and still be one (about 0.1 mm): absorbs rounding, not data. */
const TOLERANCE = 1e-9

/** GeometryCollections may nest; deeper than this is not taken as a geo value. */
const MAX_DEPTH = 16

function position(value: unknown): Position | undefined {
  if (!Array.isArray(value) || value.length < 2) return undefined
  if (!value.every((n) => typeof n === 'number' && Number.isFinite(n))) return undefined
  const [lng, lat] = value as number[]
  return Math.abs(lng!) <= 180 && Math.abs(lat!) <= 90 ? [lng!, lat!] : undefined
}

function positions(value: unknown, min: number): Position[] | undefined {
  if (!Array.isArray(value) || value.length < min) return undefined
  const out: Position[] = []
  for (const item of value) {
    const p = position(item)
    if (!p) return undefined
    out.push(p)
  }
  return out
}

function polygon(value: unknown): Shape | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined
  const rings: Position[][] = []
  for (const item of value) {
    const ring = positions(item, 4)
    if (!ring || !same(ring[0]!, ring[ring.length - 1]!)) return undefined
    rings.push(ring)
  }
  return { kind: 'polygon', rings }
}

/** Every item of `value` read by `read`; undefined when `value` is not a non-empty array or an item does not read. */
function every<T>(value: unknown, read: (item: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined
  const out: T[] = []
  for (const item of value) {
    const shape = read(item)
    if (shape === undefined) return undefined
    out.push(shape)
  }
  return out
}

/** The geo value a GROQ value stands for, or undefined when it is none. */
export function toGeo(value: unknown, depth = 0): Geo | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value) || depth > MAX_DEPTH) return undefined
  const o = value as Record<string, unknown>
  if ('lat' in o && 'lng' in o !== 'lon' in o) {
    const at = position(['lng' in o ? o.lng : o.lon, o.lat])
    return at ? { shapes: [{ kind: 'point', at }], point: at } : undefined
  }
  const c = o.coordinates
  let shapes: Shape[] | undefined
  switch (o.type) {
    case 'Point': {
      const at = position(c)
      return at ? { shapes: [{ kind: 'point', at }], point: at } : undefined
    }
    case 'MultiPoint':
      shapes = every(c, (item) => {
        const at = position(item)
        return at && ({ kind: 'point', at } as const)
      })
      break
    case 'LineString': {
      const path = positions(c, 2)
      shapes = path && [{ kind: 'line', path }]
      break
    }
    case 'MultiLineString':
      shapes = every(c, (item) => {
        const path = positions(item, 2)
        return path && ({ kind: 'line', path } as const)
      })
      break
    case 'Polygon': {
      const shape = polygon(c)
      shapes = shape && [shape]
      break
    }
    case 'MultiPolygon':
      shapes = every(c, polygon)
      break
    case 'GeometryCollection':
      shapes = every(o.geometries, (item) => toGeo(item, depth + 1)?.shapes)?.flat()
      break
  }
  return shapes && shapes.length > 0 ? { shapes } : undefined
}

// ---- distance -------------------------------------------------------------------------------------------------

/** Great-circle distance in metres between two points (haversine), or undefined unless both are single points. */
export function distance(a: Geo, b: Geo): number | undefined {
  if (!a.point || !b.point) return undefined
  const rad = Math.PI / 180
  const [lng1, lat1] = a.point
  const [lng2, lat2] = b.point
  const h =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

// ---- planar predicates ----------------------------------------------------------------------------------------

const same = (a: Position, b: Position) => Math.abs(a[0] - b[0]) <= TOLERANCE && Math.abs(a[1] - b[1]) <= TOLERANCE

/** Which side of the line a→b `p` is on: 1 left, -1 right, 0 on it (within the tolerance, as a distance). */
function side(a: Position, b: Position, p: Position): number {
  const cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])
  const length = Math.hypot(b[0] - a[0], b[1] - a[1])
  if (Math.abs(cross) <= TOLERANCE * length) return 0
  return cross > 0 ? 1 : -1
}

/** Whether `p` lies on the segment a–b (ends included). */
export function onSegment(p: Position, a: Position, b: Position): boolean {
  if (side(a, b, p) !== 0) return false
  return (
    p[0] >= Math.min(a[0], b[0]) - TOLERANCE &&
    p[0] <= Math.max(a[0], b[0]) + TOLERANCE &&
    p[1] >= Math.min(a[1], b[1]) - TOLERANCE &&
    p[1] <= Math.max(a[1], b[1]) + TOLERANCE
  )
}

/** Whether the segments a–b and c–d share a point (crossing, touching or overlapping). */
export function segmentsIntersect(a: Position, b: Position, c: Position, d: Position): boolean {
  const d1 = side(c, d, a)
  const d2 = side(c, d, b)
  const d3 = side(a, b, c)
  const d4 = side(a, b, d)
  if (d1 * d2 < 0 && d3 * d4 < 0) return true
  return onSegment(a, c, d) || onSegment(b, c, d) || onSegment(c, a, b) || onSegment(d, a, b)
}

function* edges(path: readonly Position[]): Generator<[Position, Position]> {
  for (let i = 0; i + 1 < path.length; i++) yield [path[i]!, path[i + 1]!]
}

/** Ray casting (crossing number) over a closed ring; the boundary is not decided here. */
function inRing(p: Position, ring: readonly Position[]): boolean {
  const [x, y] = p
  let inside = false
  for (const [[xi, yi], [xj, yj]] of edges(ring))
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  return inside
}

export type Location = 'inside' | 'boundary' | 'outside'

/** Where `p` is relative to a polygon with holes. */
export function locate(p: Position, rings: readonly Position[][]): Location {
  for (const ring of rings) for (const [a, b] of edges(ring)) if (onSegment(p, a, b)) return 'boundary'
  if (!inRing(p, rings[0]!)) return 'outside'
  for (const hole of rings.slice(1)) if (inRing(p, hole)) return 'outside'
  return 'inside'
}

/** Where along a→b (0 to 1) the segment meets c–d: the crossing, or the ends of an overlap. */
function meetings(a: Position, b: Position, c: Position, d: Position): number[] {
  if (!segmentsIntersect(a, b, c, d)) return []
  const rx = b[0] - a[0]
  const ry = b[1] - a[1]
  const sx = d[0] - c[0]
  const sy = d[1] - c[1]
  const along = (p: Position) => ((p[0] - a[0]) * rx + (p[1] - a[1]) * ry) / (rx * rx + ry * ry)
  const denominator = rx * sy - ry * sx
  if (denominator === 0 || (side(a, b, c) === 0 && side(a, b, d) === 0)) return [along(c), along(d)]
  return [((c[0] - a[0]) * sy - (c[1] - a[1]) * sx) / denominator]
}

/**
 * Whether the segment a–b lies in the polygon: cut where it meets any ring, each piece's middle must be in it
 * (a piece along an edge is on the boundary, which counts).
 */
function segmentInPolygon(a: Position, b: Position, rings: readonly Position[][]): boolean {
  if (locate(a, rings) === 'outside' || locate(b, rings) === 'outside') return false
  if (same(a, b)) return true
  const cuts = [0, 1]
  for (const ring of rings)
    for (const [c, d] of edges(ring)) for (const t of meetings(a, b, c, d)) if (t > 0 && t < 1) cuts.push(t)
  cuts.sort((x, y) => x - y)
  for (let i = 0; i + 1 < cuts.length; i++) {
    const t = (cuts[i]! + cuts[i + 1]!) / 2
    if (locate([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t], rings) === 'outside') return false
  }
  return true
}

/** Whether the segment a–b is covered by the segments of `path` lying along it. */
function segmentOnPath(a: Position, b: Position, path: readonly Position[]): boolean {
  if (same(a, b)) return [...edges(path)].some(([c, d]) => onSegment(a, c, d))
  const length = Math.hypot(b[0] - a[0], b[1] - a[1])
  const along = (p: Position) => ((p[0] - a[0]) * (b[0] - a[0]) + (p[1] - a[1]) * (b[1] - a[1])) / length ** 2
  const spans: Array<[number, number]> = []
  for (const [c, d] of edges(path))
    if (side(a, b, c) === 0 && side(a, b, d) === 0) {
      const [s, e] = [along(c), along(d)].sort((x, y) => x - y) as [number, number]
      spans.push([s, e])
    }
  spans.sort((x, y) => x[0] - y[0])
  const slack = TOLERANCE / length
  let covered = 0
  for (const [s, e] of spans) {
    if (s > covered + slack) break
    covered = Math.max(covered, e)
  }
  return covered >= 1 - slack
}

/** A point strictly inside a ring near its first edge (for rings whose corners all lie on another's boundary). */
function probeInside(ring: readonly Position[]): Position | undefined {
  let area = 0
  for (const [a, b] of edges(ring)) area += a[0] * b[1] - b[0] * a[1]
  for (const [a, b] of edges(ring)) {
    const length = Math.hypot(b[0] - a[0], b[1] - a[1])
    if (length <= TOLERANCE) continue
    // The interior is on the left of each edge of a counter-clockwise ring (positive area), on the right otherwise.
    const inward = area > 0 ? 1 : -1
    const step = (Math.min(length, 1) * 1e-6) / length
    return [(a[0] + b[0]) / 2 - (b[1] - a[1]) * step * inward, (a[1] + b[1]) / 2 + (b[0] - a[0]) * step * inward]
  }
  return undefined
}

/** Whether shape `inner` lies entirely in shape `outer`. */
function within(inner: Shape, outer: Shape): boolean {
  switch (outer.kind) {
    case 'point':
      if (inner.kind === 'point') return same(inner.at, outer.at)
      if (inner.kind === 'line') return inner.path.every((p) => same(p, outer.at))
      return false
    case 'line':
      if (inner.kind === 'point') return [...edges(outer.path)].some(([a, b]) => onSegment(inner.at, a, b))
      if (inner.kind === 'line') return [...edges(inner.path)].every(([a, b]) => segmentOnPath(a, b, outer.path))
      return false
    case 'polygon': {
      const rings = outer.rings
      if (inner.kind === 'point') return locate(inner.at, rings) !== 'outside'
      if (inner.kind === 'line') return [...edges(inner.path)].every(([a, b]) => segmentInPolygon(a, b, rings))
      // Every ring of the inner polygon lies in the outer one, and no hole of the outer one lies in the inner one.
      if (!inner.rings.every((ring) => [...edges(ring)].every(([a, b]) => segmentInPolygon(a, b, rings)))) return false
      for (const hole of rings.slice(1)) {
        const where = hole.map((p) => locate(p, inner.rings))
        if (where.includes('inside')) return false
        if (where.every((w) => w === 'boundary')) {
          const probe = probeInside(hole)
          if (probe && locate(probe, inner.rings) === 'inside') return false
        }
      }
      return true
    }
  }
}

function pathsMeet(p: readonly Position[], q: readonly Position[]): boolean {
  for (const [a, b] of edges(p)) for (const [c, d] of edges(q)) if (segmentsIntersect(a, b, c, d)) return true
  return false
}

/** Whether a line shares a point with a polygon: a position in it, or a segment meeting one of its rings. */
function lineMeetsArea(path: readonly Position[], rings: readonly Position[][]): boolean {
  return path.some((p) => locate(p, rings) !== 'outside') || rings.some((ring) => pathsMeet(path, ring))
}

/** Whether two polygons share a point: their rings meet, or one lies in the other (tested at a corner). */
function areasMeet(p: readonly Position[][], q: readonly Position[][]): boolean {
  return (
    p.some((r) => q.some((s) => pathsMeet(r, s))) ||
    locate(p[0]![0]!, q) !== 'outside' ||
    locate(q[0]![0]!, p) !== 'outside'
  )
}

/** Whether two shapes share any point. */
function meet(a: Shape, b: Shape): boolean {
  if (a.kind === 'point') return within(a, b)
  if (b.kind === 'point') return within(b, a)
  if (a.kind === 'line') return b.kind === 'line' ? pathsMeet(a.path, b.path) : lineMeetsArea(a.path, b.rings)
  return b.kind === 'line' ? lineMeetsArea(b.path, a.rings) : areasMeet(a.rings, b.rings)
}

/** `geo::contains(a, b)`: every part of b lies in one part of a. */
export function contains(a: Geo, b: Geo): boolean {
  return b.shapes.every((inner) => a.shapes.some((outer) => within(inner, outer)))
}

/** `geo::intersects(a, b)`: some part of a shares a point with some part of b. */
export function intersects(a: Geo, b: Geo): boolean {
  return a.shapes.some((x) => b.shapes.some((y) => meet(x, y)))
}
