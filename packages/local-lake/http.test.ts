import { describe, expect, it } from 'vitest'
import { ConflictError } from './dataset/store'
import { HttpError } from './errors'
import { errorResponse, ids, parseJsonObject } from './http'

describe('lake request plumbing', () => {
  it("answers the caller's mistakes with a 4xx and what went wrong, and hides internal errors", () => {
    expect(errorResponse(new HttpError(413, 'Too large', 'queryTooLarge'))).toEqual({
      status: 413,
      type: 'queryTooLarge',
      message: 'Too large',
    })
    expect(errorResponse(new ConflictError('Document "a" has changed'))).toMatchObject({ status: 409 })
    // A value of a shape the handler did not expect ({"actions":[null]}, an impossible date) is the caller's.
    expect(errorResponse(new TypeError("Cannot read properties of null (reading 'actionType')"))).toMatchObject({
      status: 400,
      message: expect.stringContaining('could not be processed'),
    })
    expect(errorResponse(new RangeError('Invalid time value'))).toMatchObject({ status: 400 })
    const internal = errorResponse(new Error('ENOENT: /secret/path/dataset.ndjson'))
    expect(internal).toEqual({ status: 500, type: 'serverError', message: 'Internal error in the local Content Lake' })
  })

  it('reads a JSON object body, and refuses anything else with 400', () => {
    expect(parseJsonObject('{"a":1}')).toEqual({ a: 1 })
    expect(parseJsonObject('')).toEqual({})
    for (const raw of ['null', '3', '"text"', '{', 'not json'])
      expect(() => parseJsonObject(raw), raw).toThrow(expect.objectContaining({ status: 400 }))
  })

  it('splits an id list from a path, decoded and without blanks', () => {
    expect(ids('a%2Cdrafts.b, ,c')).toEqual(['a', 'drafts.b', 'c'])
    expect(ids(undefined)).toEqual([])
  })
})
