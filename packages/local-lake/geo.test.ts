import { describe, expect, it } from 'vitest'
import { contains, distance, EARTH_RADIUS_M, intersects, locate, segmentsIntersect, toGeo, type Geo } from './geo'

const geo = (value: unknown): Geo => {
  const g = toGeo(value)
  if (!g) throw new Error(`not a geo value: ${JSON.stringify(value)}`)
  return g
}
const point = (lng: number, lat: number) => ({ type: 'Point', coordinates: [lng, lat] })
const square = (x0: number, y0: number, x1: number, y1: number) => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
  [x0, y0],
]
const polygon = (...rings: number[][][]) => ({ type: 'Polygon', coordinates: rings })
const line = (...path: number[][]) => ({ type: 'LineString', coordinates: path })

describe('geo values', () => {
  it('reads a geopoint with lng or lon, and GeoJSON geometries', () => {
    expect(toGeo({ _type: 'geopoint', lat: 59.91, lng: 10.75, alt: 3 })?.point).toEqual([10.75, 59.91])
    expect(toGeo({ lat: 59.91, lon: 10.75 })?.point).toEqual([10.75, 59.91])
    expect(toGeo(point(10, 60))?.point).toEqual([10, 60])
    expect(
      toGeo({
        type: 'MultiPoint',
        coordinates: [
          [1, 2],
          [3, 4],
        ],
      })?.shapes,
    ).toHaveLength(2)
    expect(toGeo(line([0, 0], [1, 1]))?.shapes[0]?.kind).toBe('line')
    expect(
      toGeo({
        type: 'MultiLineString',
        coordinates: [
          [
            [0, 0],
            [1, 1],
          ],
        ],
      })?.shapes,
    ).toHaveLength(1)
    expect(toGeo(polygon(square(0, 0, 2, 2), square(0.5, 0.5, 1, 1)))?.shapes[0]).toMatchObject({
      kind: 'polygon',
      rings: [expect.any(Array), expect.any(Array)],
    })
    expect(
      toGeo({ type: 'MultiPolygon', coordinates: [[square(0, 0, 1, 1)], [square(2, 2, 3, 3)]] })?.shapes,
    ).toHaveLength(2)
    expect(
      toGeo({ type: 'GeometryCollection', geometries: [point(1, 1), polygon(square(0, 0, 1, 1))] })?.shapes,
    ).toHaveLength(2)
  })

  it('is none for anything else: both lng and lon, out of range, an open ring, a Feature, a bare array', () => {
    for (const value of [
      null,
      'x',
      42,
      [10, 59],
      {},
      { lat: 59.9 },
      { lat: 59.9, lng: 10, lon: 10 },
      { lat: '59.9', lng: 10 },
      { lat: 91, lng: 10 },
      { lat: 10, lng: 181 },
      point(Number.NaN, 1),
      { type: 'Point', coordinates: [1] },
      line([0, 0]),
      polygon([
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
      ]),
      polygon([
        [0, 0],
        [1, 0],
        [0, 0],
      ]),
      { type: 'MultiPolygon', coordinates: [] },
      { type: 'Feature', geometry: point(1, 1), properties: {} },
      { type: 'FeatureCollection', features: [] },
      { type: 'GeometryCollection', geometries: [point(1, 1), { type: 'Nope' }] },
    ])
      expect(toGeo(value), JSON.stringify(value)).toBeUndefined()
  })
})

describe('distance', () => {
  it('is the great-circle distance in metres between two points', () => {
    // London to Paris: 343.5 km along the great circle.
    const d = distance(geo({ lat: 51.5074, lng: -0.1278 }), geo({ lat: 48.8566, lng: 2.3522 }))!
    expect(Math.abs(d - 343_560) / 343_560).toBeLessThan(0.005)
    expect(distance(geo({ lat: 10, lng: 20 }), geo(point(20, 10)))).toBe(0)
    // Half the circumference between antipodes.
    expect(distance(geo(point(0, 0)), geo(point(180, 0)))).toBeCloseTo(Math.PI * EARTH_RADIUS_M, 3)
    // One degree of latitude.
    expect(distance(geo(point(5, 0)), geo(point(5, 1)))).toBeCloseTo((Math.PI / 180) * EARTH_RADIUS_M, 3)
  })

  it('is undefined unless both are single points', () => {
    expect(distance(geo(polygon(square(0, 0, 1, 1))), geo(point(0, 0)))).toBeUndefined()
    expect(distance(geo({ type: 'MultiPoint', coordinates: [[0, 0]] }), geo(point(0, 0)))).toBeUndefined()
  })
})

describe('planar predicates', () => {
  const rings = [square(0, 0, 4, 4), square(1, 1, 2, 2)] as Array<Array<[number, number]>>

  it('locates a point inside, on the boundary (a hole edge too) or outside a polygon with a hole', () => {
    expect(locate([3, 3], rings)).toBe('inside')
    expect(locate([0, 2], rings)).toBe('boundary')
    expect(locate([4, 4], rings)).toBe('boundary')
    expect(locate([1.5, 1], rings)).toBe('boundary')
    expect(locate([1.5, 1.5], rings)).toBe('outside') // in the hole
    expect(locate([5, 2], rings)).toBe('outside')
    expect(locate([-1, 0], rings)).toBe('outside') // on the line of the bottom edge, beyond it
  })

  it('finds crossing, touching and overlapping segments, and no more', () => {
    expect(segmentsIntersect([0, 0], [2, 2], [0, 2], [2, 0])).toBe(true)
    expect(segmentsIntersect([0, 0], [1, 1], [1, 1], [2, 0])).toBe(true)
    expect(segmentsIntersect([0, 0], [2, 0], [1, 0], [3, 0])).toBe(true)
    expect(segmentsIntersect([0, 0], [1, 0], [2, 0], [3, 0])).toBe(false)
    expect(segmentsIntersect([0, 0], [2, 0], [0, 1], [2, 1])).toBe(false)
    expect(segmentsIntersect([0, 0], [1, 1], [2, 2.0001], [3, 0])).toBe(false)
  })
})

describe('contains', () => {
  const area = geo(polygon(square(0, 0, 4, 4), square(1, 1, 2, 2)))

  it('a polygon contains the points in it and on its edge, not those in its hole or outside', () => {
    expect(contains(area, geo(point(3, 3)))).toBe(true)
    expect(contains(area, geo(point(0, 3)))).toBe(true)
    expect(contains(area, geo(point(1.5, 1.5)))).toBe(false)
    expect(contains(area, geo(point(5, 5)))).toBe(false)
    expect(
      contains(
        area,
        geo({
          type: 'MultiPoint',
          coordinates: [
            [3, 3],
            [0.5, 0.5],
          ],
        }),
      ),
    ).toBe(true)
    expect(
      contains(
        area,
        geo({
          type: 'MultiPoint',
          coordinates: [
            [3, 3],
            [5, 5],
          ],
        }),
      ),
    ).toBe(false)
  })

  it('a polygon contains a line only if no part of it leaves, even between two inside ends', () => {
    expect(contains(area, geo(line([2.5, 0.5], [3.5, 3.5])))).toBe(true)
    expect(contains(area, geo(line([0, 0], [4, 0])))).toBe(true) // along its edge
    expect(contains(area, geo(line([0.5, 1.5], [3, 1.5])))).toBe(false) // through the hole
    expect(contains(area, geo(line([3, 3], [5, 3])))).toBe(false)
    // A concave polygon (a U): both ends inside, the middle crosses the gap.
    const u = geo(
      polygon([
        [0, 0],
        [3, 0],
        [3, 3],
        [2, 3],
        [2, 1],
        [1, 1],
        [1, 3],
        [0, 3],
        [0, 0],
      ]),
    )
    expect(contains(u, geo(line([0.5, 2], [2.5, 2])))).toBe(false)
    expect(contains(u, geo(line([0.5, 0.5], [2.5, 0.5])))).toBe(true)
  })

  it('a polygon contains a polygon inside it, not one that overlaps it or holds its hole', () => {
    expect(contains(area, geo(polygon(square(2.5, 2.5, 3.5, 3.5))))).toBe(true)
    expect(contains(area, geo(polygon(square(0, 0, 4, 4), square(1, 1, 2, 2))))).toBe(true) // itself
    expect(contains(area, geo(polygon(square(3, 3, 5, 5))))).toBe(false)
    expect(contains(area, geo(polygon(square(0.5, 0.5, 2.5, 2.5))))).toBe(false) // around the hole
    // Around the hole, with a hole of its own around it: contained.
    expect(contains(area, geo(polygon(square(0.5, 0.5, 2.5, 2.5), square(0.9, 0.9, 2.1, 2.1))))).toBe(true)
    // Exactly the hole: its edges are the area's, its inside is not.
    expect(contains(area, geo(polygon(square(1, 1, 2, 2))))).toBe(false)
  })

  it('a MultiPolygon contains what one of its polygons contains', () => {
    const two = geo({ type: 'MultiPolygon', coordinates: [[square(0, 0, 1, 1)], [square(2, 2, 3, 3)]] })
    expect(contains(two, geo(point(2.5, 2.5)))).toBe(true)
    expect(contains(two, geo(point(1.5, 1.5)))).toBe(false)
  })

  it('lines and points contain what lies on them; nothing contains a polygon but a polygon', () => {
    const path = geo(line([0, 0], [2, 0], [2, 2]))
    expect(contains(path, geo(point(1, 0)))).toBe(true)
    expect(contains(path, geo(point(1, 1)))).toBe(false)
    expect(contains(path, geo(line([0.5, 0], [2, 0], [2, 1])))).toBe(true)
    expect(contains(path, geo(line([0.5, 0], [2.5, 0])))).toBe(false)
    expect(contains(geo(point(1, 1)), geo({ lat: 1, lng: 1 }))).toBe(true)
    expect(contains(geo(point(1, 1)), geo(point(1, 2)))).toBe(false)
    expect(contains(path, geo(polygon(square(0, 0, 1, 1))))).toBe(false)
  })
})

describe('intersects', () => {
  const area = geo(polygon(square(0, 0, 4, 4), square(1, 1, 2, 2)))

  it('finds a shared point between any two kinds of geometry', () => {
    expect(intersects(area, geo(point(3, 3)))).toBe(true)
    expect(intersects(area, geo(point(1.5, 1.5)))).toBe(false) // in the hole
    expect(intersects(geo(point(1, 1)), geo(point(1, 1)))).toBe(true)
    expect(intersects(geo(line([0, 0], [2, 2])), geo(point(1, 1)))).toBe(true)
    expect(intersects(geo(line([0, 0], [2, 2])), geo(line([0, 2], [2, 0])))).toBe(true)
    expect(intersects(geo(line([0, 0], [2, 2])), geo(line([0, 1], [1, 2])))).toBe(false)
    // A line crossing the polygon with both ends outside it.
    expect(intersects(area, geo(line([-1, 3], [5, 3])))).toBe(true)
    expect(intersects(area, geo(line([-1, 5], [5, 5])))).toBe(false)
    expect(intersects(area, geo(line([1.2, 1.2], [1.8, 1.8])))).toBe(false) // inside the hole
  })

  it('polygons intersect when they overlap, touch or nest, not when one sits in the other’s hole', () => {
    expect(intersects(area, geo(polygon(square(3, 3, 6, 6))))).toBe(true)
    expect(intersects(area, geo(polygon(square(4, 0, 6, 2))))).toBe(true) // sharing an edge
    expect(intersects(area, geo(polygon(square(-1, -1, 5, 5))))).toBe(true) // around it
    expect(intersects(area, geo(polygon(square(2.5, 2.5, 3, 3))))).toBe(true) // inside it
    expect(intersects(area, geo(polygon(square(1.2, 1.2, 1.8, 1.8))))).toBe(false) // in its hole
    expect(intersects(area, geo(polygon(square(5, 5, 6, 6))))).toBe(false)
  })
})
