import { missingMetadataFor, missingPage } from '@/app/(site)/missing'

// Any other address under /es: the Spanish not-found page (status 404), inside the Spanish layout. Rendered as the
// English [slug] route renders an unknown slug (no page prerendered, each address rendered whole on first request),
// so the 404 status is decided before the answer starts.
export const dynamicParams = true

export async function generateStaticParams(): Promise<Array<{ rest: string[] }>> {
  return []
}

export const metadata = missingMetadataFor('es')

export default function SpanishMissing() {
  return missingPage('es')
}
