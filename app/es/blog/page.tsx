import type { Metadata } from 'next'
import { listingMetadata, renderListing } from '@/app/(site)/blog/listing'

export function generateMetadata(): Promise<Metadata> {
  return listingMetadata({}, 'es')
}

export default function SpanishBlogPage() {
  return renderListing({}, 'es')
}
