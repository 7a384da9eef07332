import type { Metadata } from 'next'
import { listingMetadata, renderListing } from './listing'

export function generateMetadata(): Promise<Metadata> {
  return listingMetadata({})
}

export default function BlogPage() {
  return renderListing({})
}
