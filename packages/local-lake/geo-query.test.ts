import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { parseWithGeo, rewriteGeoConstructors, withGeoFunctions } from './geo-query'

const oslo = { _type: 'geopoint', lat: 59.9139, lng: 10.7522 }
const places = [
  { _id: 'oslo', _type: 'place', name: 'Oslo', location: oslo },
  { _id: 'bergen', _type: 'place', name: 'Bergen', location: { _type: 'geopoint', lat: 60.3913, lng: 5.3221 } },
  { _id: 'bygdoy', _type: 'place', name: 'Bygdøy', location: { _type: 'geopoint', lat: 59.9056, lng: 10.6853 } },
  { _id: 'nowhere', _type: 'place', name: 'Nowhere' },
  {
    _id: 'east',
    _type: 'region',
    name: 'East',
    area: {
      type: 'Polygon',
      coordinates: [
        [
          [9, 59],
          [12, 59],
          [12, 61],
          [9, 61],
          [9, 59],
        ],
      ],
    },
  },
]

async function run(query: string, params: Record<string, unknown> = {}) {
  return (await evaluate(parseWithGeo(query, { params }), { dataset: places, params })).get()
}

describe('geo functions in groq-js', () => {
  it('runs geo::distance in a filter, a projection and an order, in the scope of each document', async () => {
    const here = { lat: 59.91, lng: 10.75 }
    expect(await run('*[_type == "place" && geo::distance(location, $here) < 5000].name', { here })).toEqual([
      'Oslo',
      'Bygdøy',
    ])
    expect(
      await run('*[_type == "place" && defined(location)] | order(geo::distance(location, $here) desc).name', {
        here,
      }),
    ).toEqual(['Bergen', 'Bygdøy', 'Oslo'])
    const [first] = (await run('*[_id == "oslo"]{"d": geo::distance(location, geo::latLng(59.91, 10.75))}')) as [
      { d: number },
    ]
    expect(first.d).toBeGreaterThan(400)
    expect(first.d).toBeLessThan(500)
  })

  it('reads the parent scope (^) in an argument', async () => {
    expect(
      await run('*[_type == "region"]{name, "places": *[_type == "place" && geo::contains(^.area, location)].name}'),
    ).toEqual([{ name: 'East', places: ['Oslo', 'Bygdøy'] }])
  })

  it('geo::latLng is a GeoJSON point; geo() passes a geo value through; anything else is null, not an error', async () => {
    expect(await run('geo::latLng(59.9, 10.7)')).toEqual({ type: 'Point', coordinates: [10.7, 59.9] })
    expect(await run('geo(*[_id == "oslo"][0].location)')).toEqual(oslo)
    expect(
      await run(
        '{"a": geo::distance("Oslo", $p), "b": geo::contains(1, $p), "c": geo::intersects(null, $p), ' +
          '"d": geo({"lat": 100, "lng": 0}), "e": geo::latLng("59", 10), "f": geo::distance(*[_type == "region"][0].area, $p)}',
        { p: oslo },
      ),
    ).toEqual({ a: null, b: null, c: null, d: null, e: null, f: null })
    expect(await run('*[_id == "nowhere"][0]{"d": geo::distance(location, $p)}', { p: oslo })).toEqual({ d: null })
  })

  it('nests: a geo function of geo functions', async () => {
    expect(await run('geo::contains(geo($area), geo::latLng(60, 10))', { area: places[4]!.area })).toBe(true)
    expect(await run('geo::intersects(geo::latLng(60, 10), geo::latLng(60, 10))')).toBe(true)
  })

  it('refuses a call with the wrong number of arguments as a parse error', () => {
    expect(() => parseWithGeo('geo::distance($a)', { params: { a: 1 } })).toThrow(
      'Incorrect number of arguments to function geo::distance(). Expected 2, got 1.',
    )
    expect(() => parseWithGeo('geo::latLng(1, 2, 3)')).toThrow('function geo::latLng(). Expected 2, got 3.')
    expect(() => parseWithGeo('geo()')).toThrow('function geo(). Expected 1, got 0.')
    expect(() => parseWithGeo('geo(1, 2)')).toThrow('function geo(). Expected 1, got 2.')
  })

  it('leaves a tree without geo calls as it is (the parsed tree is shared, never changed)', () => {
    const tree = parse('*[_type == "place"]{name}')
    expect(withGeoFunctions(tree)).toBe(tree)
    const withGeo = parse('*[geo::distance(location, {"lat": 1, "lng": 1}) < 10]')
    const before = JSON.stringify(withGeo)
    expect(withGeoFunctions(withGeo)).not.toBe(withGeo)
    expect(JSON.stringify(withGeo)).toBe(before)
  })
})

describe('geo() in the query text', () => {
  it('rewrites geo( and global::geo( calls, not strings, comments, parameters or longer names', () => {
    const query = `*[geo::contains(geo($a), global::geo(location)) && title != "geo(x)" && mygeo != 'geo('] // geo(\n{$geo}`
    const rewritten = rewriteGeoConstructors(query)!.query
    expect(rewritten).toBe(
      `*[geo::contains(geo::latLng("\\u0000geo", $a), geo::latLng("\\u0000geo", location)) && title != "geo(x)" && mygeo != 'geo('] // geo(\n{$geo}`,
    )
    expect(rewriteGeoConstructors('*[title == "geo(1)"]')).toBeUndefined()
  })

  it('reports a syntax error at its place in the query as sent', () => {
    let error: { position?: number; message: string } | undefined
    try {
      parseWithGeo('*[geo(x) == ]')
    } catch (e) {
      error = e as typeof error
    }
    // groq-js puts it where it would for any other call of the same length (`*[abc(x) == ]`).
    let expected: { position?: number } | undefined
    try {
      parse('*[abc(x) == ]')
    } catch (e) {
      expected = e as typeof expected
    }
    expect(error?.position).toBe(expected?.position)
    expect(error?.message).toBe('Unexpected end of query')
  })
})
