import { missingMetadata, missingPage } from '@/app/(site)/missing'

// Any other address under /es: the Spanish not-found page (status 404), inside the Spanish layout.
export const metadata = missingMetadata

export default function SpanishMissing() {
  return missingPage('es')
}
