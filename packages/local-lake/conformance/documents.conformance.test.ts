/**
 * Conformance: documents and queries as Sanity's HTTP API reference describes them (Query, Doc and Mutate
 * endpoints), for a project that is not this site's (a movie and person schema), through @sanity/client 7 and 8.
 */
import { describe, expect, it } from 'vitest'
import { conformanceLake } from './harness'

const lake = conformanceLake({
  documents: [
    { _id: 'person-1', _type: 'person', name: 'Ada Director' },
    {
      _id: 'movie-1',
      _type: 'movie',
      title: 'The Example',
      director: { _type: 'reference', _ref: 'person-1' },
      location: { _type: 'geopoint', lat: 59.91, lng: 10.75 },
    },
    { _id: 'drafts.movie-1', _type: 'movie', title: 'The Example (draft)' },
  ],
})

describe.each(['v7', 'v8'] as const)('documents and queries through @sanity/client %s', (version) => {
  const clients = () => lake.clients.find((c) => c.version === version)!

  it('queries with parameters and follows references', async () => {
    const movie = await clients().anonymous.fetch<{ title: string; director: string }>(
      '*[_type == $type][0]{title, "director": director->name}',
      { type: 'movie' },
    )
    expect(movie).toEqual({ title: 'The Example', director: 'Ada Director' })
  })

  it('shows drafts only to a caller with the token, in the drafts perspective', async () => {
    const { editor, anonymous } = clients()
    expect(await editor.fetch('*[_id == "movie-1"][0].title', {}, { perspective: 'drafts' })).toBe(
      'The Example (draft)',
    )
    expect(await anonymous.fetch('count(*[_id in path("drafts.**")])', {}, { perspective: 'raw' })).toBe(0)
  })

  it('creates, patches and deletes a document in one transaction each', async () => {
    const { editor } = clients()
    const id = `movie-${version}`
    await editor.create({ _id: id, _type: 'movie', title: 'Created' })
    const patched = await editor.patch(id).set({ title: 'Patched' }).commit()
    expect(patched).toMatchObject({ _id: id, title: 'Patched' })
    expect(await editor.getDocument(id)).toMatchObject({ title: 'Patched' })
    await editor.delete(id)
    expect(await editor.getDocument(id)).toBeUndefined()
  })

  it('refuses a write without the token (401)', async () => {
    await expect(clients().anonymous.create({ _type: 'movie', title: 'No' })).rejects.toMatchObject({
      statusCode: 401,
    })
  })
})
