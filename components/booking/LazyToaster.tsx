'use client'
import { useEffect, useState } from 'react'
import { TOAST_OPTIONS } from '@/lib/booking/booking'

type Sonner = typeof import('sonner')
type Mounted = { Toaster: Sonner['Toaster']; done: () => void }

// The toast library is only needed once something goes wrong, so it loads with the first notice (a field's focus
// warms it), not with the page: readers who fill the form in correctly never download it.
let sonner: Promise<Sonner> | undefined
const loadSonner = () => (sonner ??= import('sonner'))

let mountToaster: ((mounted: Mounted) => void) | undefined
let ready: Promise<Sonner> | undefined

/** Where notices appear (3 at a time, 4000 ms each). Renders nothing until the first notice. */
export function LazyToaster() {
  const [mounted, setMounted] = useState<Mounted | null>(null)
  useEffect(() => {
    mountToaster = setMounted
    return () => {
      mountToaster = undefined
      ready = undefined
    }
  }, [])
  // Runs after the Toaster's own effects, so it is subscribed before the first notice is published.
  useEffect(() => mounted?.done(), [mounted])
  if (!mounted) return null
  const { Toaster } = mounted
  return <Toaster visibleToasts={TOAST_OPTIONS.visibleToasts} duration={TOAST_OPTIONS.duration} position="top-center" />
}

export function preloadNotices() {
  void loadSonner()
}

/** A destructive notice; the first one loads the library and mounts the Toaster. */
export async function notifyError(title: string, description: string) {
  ready ??= loadSonner().then(
    (mod) =>
      new Promise<Sonner>((resolve) => {
        if (mountToaster) mountToaster({ Toaster: mod.Toaster, done: () => resolve(mod) })
        else resolve(mod)
      }),
  )
  const { toast } = await ready
  toast.error(title, { description })
}
