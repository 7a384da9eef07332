import { describe, expect, it } from 'vitest'
import type { SanityDocument } from './dataset/overlay'
import { checkReferentialIntegrity, strongReferences } from './references'

const doc = (id: string, fields: Record<string, unknown> = {}): SanityDocument => ({ _id: id, _type: 't', ...fields })

describe('referential integrity', () => {
  it('finds strong references at any depth and ignores weak ones', () => {
    const value = {
      a: { _type: 'reference', _ref: 'one' },
      list: [{ _ref: 'two' }, { _ref: 'weak', _weak: true }, [{ deep: { _ref: 'three' } }]],
    }
    expect([...strongReferences(value)].sort()).toEqual(['one', 'three', 'two'])
  })

  it('refuses a delete that leaves a strong reference behind, from the state or from the same transaction', () => {
    const state = [doc('target'), doc('from', { r: { _ref: 'target' } }), doc('other')]
    const exists = (id: string) => state.some((d) => d._id === id)
    expect(() => checkReferentialIntegrity(state, new Map([['target', null]]), exists)).toThrow(
      expect.objectContaining({ status: 409, message: expect.stringContaining('from "from"') }),
    )
    // The same transaction deleting the referencing document too, or dropping the reference, is fine.
    expect(() =>
      checkReferentialIntegrity(
        state,
        new Map([
          ['target', null],
          ['from', null],
        ]),
        exists,
      ),
    ).not.toThrow()
    expect(() =>
      checkReferentialIntegrity(
        state,
        new Map<string, SanityDocument | null>([
          ['target', null],
          ['from', doc('from')],
        ]),
        exists,
      ),
    ).not.toThrow()
    // A transaction adding a reference to what it deletes is refused too.
    expect(() =>
      checkReferentialIntegrity(
        state,
        new Map<string, SanityDocument | null>([
          ['other', null],
          ['new', doc('new', { r: { _ref: 'other' } })],
        ]),
        (id) => id !== 'new' && exists(id),
      ),
    ).toThrow(expect.objectContaining({ message: expect.stringContaining('"other"') }))
  })

  it('never blocks deleting a draft, or a document that was not there', () => {
    const state = [doc('target'), doc('drafts.target'), doc('from', { r: { _ref: 'target' } })]
    const exists = (id: string) => state.some((d) => d._id === id)
    expect(() => checkReferentialIntegrity(state, new Map([['drafts.target', null]]), exists)).not.toThrow()
    expect(() => checkReferentialIntegrity(state, new Map([['missing', null]]), exists)).not.toThrow()
  })
})
