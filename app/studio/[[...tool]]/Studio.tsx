'use client'
import { NextStudio as NextStudioWithBridge } from 'next-sanity/studio'
import { NextStudio } from 'next-sanity/studio/client-component'
import config from '@/sanity.config'
import { keepStudioOffline } from '@/studio/offline-cloud'

/**
 * The embedded Studio. In local mode the server passes the local lake's origin, which is known only when the site
 * starts (its port is set at run time, not build time), and the Studio loads nothing from outside: no bridge script
 * from Sanity's CDN (it serves hosted Studios, which the local mode is not), and neither the version check nor the
 * feedback probe that the Studio sends to Sanity's hosts on every load (studio/offline-cloud.ts).
 */
export function Studio({ localLakeApiHost }: { localLakeApiHost?: string }) {
  if (!localLakeApiHost) return <NextStudioWithBridge config={config} />
  // Before the Studio's first effect runs (both requests are sent from effects); it wraps fetch only once.
  if (typeof window !== 'undefined') keepStudioOffline(localLakeApiHost, window)
  return <NextStudio config={{ ...config, apiHost: localLakeApiHost }} />
}
