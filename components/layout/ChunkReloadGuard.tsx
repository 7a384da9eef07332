'use client'
import { useEffect } from 'react'
import { reloadOnceForChunkError } from '@/lib/site/chunk-reload'

/** Catches route chunks that fail to load outside React's error boundaries (e.g. on prefetch). */
export function ChunkReloadGuard() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => reloadOnceForChunkError(event.error ?? { message: event.message }, window)
    const onRejection = (event: PromiseRejectionEvent) => reloadOnceForChunkError(event.reason, window)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  return null
}
