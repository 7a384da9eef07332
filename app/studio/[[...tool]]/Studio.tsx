'use client'
import { NextStudio as NextStudioWithBridge } from 'next-sanity/studio'
import { NextStudio } from 'next-sanity/studio/client-component'
import config from '@/sanity.config'

/**
 * The embedded Studio. In local mode the server passes the local lake's origin, which is known only when the site
 * starts (its port is set at run time, not build time), and the Studio loads nothing from outside: no bridge script
 * from Sanity's CDN (it serves hosted Studios, which the local mode is not).
 */
export function Studio({ localLakeApiHost }: { localLakeApiHost?: string }) {
  return localLakeApiHost ? (
    <NextStudio config={{ ...config, apiHost: localLakeApiHost }} />
  ) : (
    <NextStudioWithBridge config={config} />
  )
}
