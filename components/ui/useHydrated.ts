import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}
const onClient = () => true
const onServer = () => false

/**
 * False in the server's HTML and while React hydrates it, true once React runs the page: for controls that must act
 * differently before scripts run (a link before, a button after) or must wait for them (a send that needs the
 * browser). The first client render matches the server's, so the switch is a re-render, never a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, onClient, onServer)
}
