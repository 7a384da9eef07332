/**
 * Conformance: GROQ's geography functions as Sanity's GROQ reference and the GROQ spec's geography extension
 * describe them (`geo::distance`, `geo::contains`, `geo::intersects`, `geo::latLng`, `geo()`), over Sanity
 * `geopoint` fields and GeoJSON values, through @sanity/client 7 and 8.
 */
import { describe, expect, it } from 'vitest'
import { conformanceLake } from './harness'

const geopoint = (lat: number, lng: number) => ({ _type: 'geopoint', lat, lng })
/** A closed GeoJSON ring around a rectangle, `[lng, lat]` positions. */
const rectangle = (west: number, south: number, east: number, north: number) => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
]

const lake = conformanceLake({
  documents: [
    { _id: 'place-london', _type: 'place', name: 'London', location: geopoint(51.5074, -0.1278) },
    { _id: 'place-paris', _type: 'place', name: 'Paris', location: geopoint(48.8566, 2.3522) },
    { _id: 'place-louvre', _type: 'place', name: 'Louvre', location: geopoint(48.8606, 2.3376) },
    { _id: 'place-eiffel', _type: 'place', name: 'Eiffel Tower', location: geopoint(48.8584, 2.2945) },
    { _id: 'place-versailles', _type: 'place', name: 'Versailles', location: geopoint(48.8049, 2.1204) },
    { _id: 'place-unknown', _type: 'place', name: 'Somewhere', location: 'not a geopoint' },
    {
      _id: 'zone-central-paris',
      _type: 'deliveryZone',
      name: 'Central Paris',
      area: { type: 'Polygon', coordinates: [rectangle(2.25, 48.815, 2.42, 48.9)] },
    },
    {
      _id: 'route-seine',
      _type: 'route',
      name: 'Along the Seine',
      path: {
        type: 'LineString',
        coordinates: [
          [2.2, 48.84],
          [2.3, 48.86],
          [2.4, 48.84],
        ],
      },
    },
  ],
})

const paris = { lat: 48.8566, lng: 2.3522 }

describe.each(['v7', 'v8'] as const)('GROQ geo functions through @sanity/client %s', (version) => {
  const client = () => lake.clients.find((c) => c.version === version)!.anonymous

  it('geo::distance is the distance in metres between two geopoints (London to Paris, 343.5 km)', async () => {
    const d = await client().fetch<number>(
      'geo::distance(*[_id == "place-london"][0].location, *[_id == "place-paris"][0].location)',
    )
    expect(Math.abs(d - 343_560) / 343_560).toBeLessThan(0.005)
    // A GeoJSON point and geo::latLng are points too.
    const same = await client().fetch<number>(
      'geo::distance(geo::latLng(48.8566, 2.3522), {"type": "Point", "coordinates": [2.3522, 48.8566]})',
    )
    expect(same).toBe(0)
  })

  it('filters by distance: the places within 5 km of a parameter', async () => {
    const names = await client().fetch<string[]>(
      '*[_type == "place" && geo::distance(location, $here) < 5000] | order(name).name',
      { here: paris },
    )
    expect(names).toEqual(['Eiffel Tower', 'Louvre', 'Paris'])
  })

  it('orders by distance, nearest first, and projects it', async () => {
    const places = await client().fetch<Array<{ name: string; metres: number }>>(
      '*[_type == "place" && defined(geo::distance(location, $here))] | order(geo::distance(location, $here))' +
        '{name, "metres": round(geo::distance(location, $here))}',
      { here: paris },
    )
    expect(places.map((p) => p.name)).toEqual(['Paris', 'Louvre', 'Eiffel Tower', 'Versailles', 'London'])
    expect(places[0]!.metres).toBe(0)
    expect(places.map((p) => p.metres)).toEqual([...places.map((p) => p.metres)].sort((a, b) => a - b))
  })

  it('geo::contains: a GeoJSON polygon parameter holds the geopoints inside it', async () => {
    const zone = { type: 'Polygon', coordinates: [rectangle(2.25, 48.815, 2.42, 48.9)] }
    expect(
      await client().fetch('*[_type == "place" && geo::contains($zone, location)] | order(name).name', { zone }),
    ).toEqual(['Eiffel Tower', 'Louvre', 'Paris'])
    // A polygon stored in a document, read from another document's scope (Sanity's delivery-zone example).
    expect(
      await client().fetch('*[_type == "deliveryZone" && geo::contains(area, $here)].name', { here: paris }),
    ).toEqual(['Central Paris'])
    expect(
      await client().fetch('*[_type == "deliveryZone" && geo::contains(area, geo::latLng(51.5074, -0.1278))].name'),
    ).toEqual([])
    // geo() reads a value as geo; the polygon does not contain a line that leaves it.
    expect(await client().fetch('geo::contains(geo($zone), *[_id == "route-seine"][0].path)', { zone })).toBe(false)
  })

  it('geo::intersects: a line through a polygon, and points on a line', async () => {
    expect(
      await client().fetch('*[_type == "route" && geo::intersects(path, *[_id == "zone-central-paris"][0].area)].name'),
    ).toEqual(['Along the Seine'])
    expect(await client().fetch('geo::intersects(*[_id == "route-seine"][0].path, geo::latLng(48.86, 2.3))')).toBe(true)
    expect(
      await client().fetch('geo::intersects(*[_id == "route-seine"][0].path, $here)', { here: { lat: 51, lng: 0 } }),
    ).toBe(false)
  })

  it('is null, not an error, for values that are not geo', async () => {
    const result = await client().fetch(
      '{"text": geo::distance(*[_id == "place-unknown"][0].location, $here), ' +
        '"polygon": geo::distance(*[_id == "zone-central-paris"][0].area, $here), ' +
        '"number": geo::contains(42, $here), "missing": geo::intersects(*[_id == "nope"][0].location, $here), ' +
        '"outOfRange": geo({"lat": 123, "lng": 0}), "feature": geo({"type": "Feature", "geometry": null})}',
      { here: paris },
    )
    expect(result).toEqual({ text: null, polygon: null, number: null, missing: null, outOfRange: null, feature: null })
  })
})
