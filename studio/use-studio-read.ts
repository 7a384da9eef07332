import { useCallback, useEffect, useState } from 'react'
import { useClient } from 'sanity'
import { studioApiVersion } from './env'

/**
 * A Studio pane's read of the content: once when it opens and again on each `reload` (its "Check again"), the last
 * answer kept, a failure said in words. Params are compared by value, so a pane may pass them inline.
 */
export function useStudioRead<T>(query: string, params: Record<string, unknown>, perspective: 'raw' | 'published') {
  const client = useClient({ apiVersion: studioApiVersion })
  const [data, setData] = useState<T | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [round, setRound] = useState(0)
  const paramsKey = JSON.stringify(params)
  useEffect(() => {
    let current = true
    client
      .fetch<T>(query, JSON.parse(paramsKey) as Record<string, unknown>, { perspective })
      .then((result) => {
        if (!current) return
        setData(result)
        setError(null)
      })
      .catch((e: unknown) => current && setError(e instanceof Error ? e.message : String(e)))
    return () => {
      current = false
    }
  }, [client, query, paramsKey, perspective, round])
  const reload = useCallback(() => setRound((n) => n + 1), [])
  return { client, data, setData, error, setError, reload }
}
