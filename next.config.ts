import type { NextConfig } from 'next'
import { baseHeaders, siteCsp, studioCsp } from './lib/security-headers'

const dev = process.env.NODE_ENV !== 'production'
const sanityApiHost = process.env.NEXT_PUBLIC_SANITY_API_HOST?.trim() || undefined

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    // Only the Sanity image CDN, and only ever used in Sanity mode; the local mode serves images from public/.
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io' }],
  },
  async headers() {
    return [
      { source: '/:path*', headers: baseHeaders(siteCsp(dev)) },
      // Later rules win for the same header: the Studio gets its own policy.
      { source: '/studio/:path*', headers: baseHeaders(studioCsp(sanityApiHost)) },
    ]
  },
}

export default nextConfig
