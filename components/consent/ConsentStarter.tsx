'use client'
import { useEffect } from 'react'
import { usePathname } from 'next/navigation'
import type { TrackingConfig } from '@/lib/consent/consent'
import { fillAdSlots, startConsent } from './consent-runtime'

/** Starts consent handling once per page load, and fills the ad slots of each page a reader navigates to. */
export function ConsentStarter({ config }: { config: TrackingConfig }) {
  const pathname = usePathname()
  useEffect(() => {
    void startConsent(config)
    // The configuration is the server's for the whole visit: once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useEffect(() => {
    fillAdSlots()
  }, [pathname])
  return null
}
