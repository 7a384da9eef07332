'use client'
import { useEffect } from 'react'
import { usePathname } from 'next/navigation'
import { trackingConfig } from '@/lib/consent/consent'
import { fillAdSlots, startConsent } from './consent-runtime'

/** Starts consent handling once per page load, and fills the ad slots of each page a reader navigates to. */
export function ConsentManager() {
  const pathname = usePathname()
  useEffect(() => {
    void startConsent(trackingConfig())
  }, [])
  useEffect(() => {
    fillAdSlots()
  }, [pathname])
  return null
}
