'use client'
import { useMemo } from 'react'
import { Studio } from 'sanity'
import config from '@/sanity.config'
import { keepStudioOffline } from '@/studio/offline-cloud'

/** Sanity's `<Studio>` with this site's configuration; in local mode pointed at the local lake and kept offline. */
export default function StudioApp({ localLakeApiHost }: { localLakeApiHost?: string }) {
  // Before the Studio's first effect runs (the version check and feedback probe are sent from effects); it wraps
  // fetch only once.
  if (localLakeApiHost) keepStudioOffline(localLakeApiHost, window)
  // One configuration object for the life of the page: a new one would make the Studio start again.
  const studioConfig = useMemo(
    () => (localLakeApiHost ? { ...config, apiHost: localLakeApiHost } : config),
    [localLakeApiHost],
  )
  return <Studio config={studioConfig} unstable_globalStyles />
}
