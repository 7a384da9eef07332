'use client'
import dynamic from 'next/dynamic'
import { SANITY_BRIDGE_SCRIPT } from '@/studio/env'

// The Studio is a browser application (it reads window, local storage and the URL as it starts): rendered on the
// server it would only be thrown away, so its code loads in the browser, after the page shell.
const StudioApp = dynamic(() => import('./StudioApp'), { ssr: false })

// The Studio fills the viewport and scrolls inside itself, as a hosted Studio does.
const layout = {
  height: '100vh',
  maxHeight: '100dvh',
  overscrollBehavior: 'none',
  WebkitFontSmoothing: 'antialiased',
  overflow: 'auto',
} as const

/**
 * The embedded Studio, Sanity's own `<Studio>` (StudioApp.tsx). In local mode the server passes the local lake's
 * origin, which is known only when the site starts (its port is set at run time, not build time), and nothing loads
 * from outside. With a Sanity project the bridge script a hosted Studio loads (the Sanity dashboard's link to it)
 * loads too.
 */
export function Studio({ localLakeApiHost }: { localLakeApiHost?: string }) {
  return (
    <>
      {localLakeApiHost ? null : <script src={SANITY_BRIDGE_SCRIPT} async type="module" data-sanity-core />}
      <noscript>
        <p style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
          The Studio needs JavaScript: turn it on in your browser and reload the page.
        </p>
      </noscript>
      <div id="sanity" style={layout}>
        <StudioApp localLakeApiHost={localLakeApiHost} />
      </div>
    </>
  )
}
