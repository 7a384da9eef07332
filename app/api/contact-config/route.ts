import { readEmailJsConfig } from '@/lib/contact/contact'

// Read at request time, so one build serves a configured and an unconfigured deployment; values are public anyway
// (EmailJS public key, service id, template id), and nothing secret is ever returned.
export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json(readEmailJsConfig(process.env), { headers: { 'Cache-Control': 'no-store' } })
}
