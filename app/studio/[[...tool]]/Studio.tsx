'use client'
import { NextStudio } from 'next-sanity/studio'
import config from '@/sanity.config'

/**
 * The embedded Studio. In local mode the server passes the local lake's origin, which is known only when the site
 * starts (its port is set at run time, not build time).
 */
export function Studio({ localLakeApiHost }: { localLakeApiHost?: string }) {
  return <NextStudio config={localLakeApiHost ? { ...config, apiHost: localLakeApiHost } : config} />
}
