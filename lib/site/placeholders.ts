/**
 * Contact details that are placeholders by construction, so no page offers them as something to tap: a support line in the 555-0100 to 555-0199 range, which the North American Numbering Plan keeps for
 * fiction, and an e-mail address at a domain reserved for examples (RFC 2606 and RFC 6761). The seed's are both;
 * a real number or address entered in the Studio is shown as a link again, with nothing to change in code.
 */
export function isFictionalPhone(number: string | null | undefined): boolean {
  const digits = (number ?? '').replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return /^\d{3}5550[1]\d{2}$/.test(national)
}

const RESERVED_DOMAINS = /(?:^|\.)(?:example|test|invalid|localhost|example\.com|example\.net|example\.org)$/i

export function isPlaceholderEmail(address: string | null | undefined): boolean {
  const domain = (address ?? '').trim().split('@')[1]
  return domain !== undefined && RESERVED_DOMAINS.test(domain)
}
