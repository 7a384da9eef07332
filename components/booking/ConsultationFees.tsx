import { HandCoins } from 'lucide-react'
import type { SiteSettings } from '@/lib/content'
import { feeSentence } from '@/lib/booking/booking'

type Props = { fees: SiteSettings['consultationFees'] | undefined; price: string | null }

/** What is free and what costs money, said before the booking form asks for any personal details. */
export function ConsultationFees({ fees, price }: Props) {
  const paid = feeSentence(fees?.paid, price)
  if (!fees?.title || !fees.free || !paid) return null
  return (
    <section
      aria-labelledby="fees-heading"
      className="rounded-xl border border-brand-100 bg-brand-50 p-5 text-gray-900"
    >
      <h2 id="fees-heading" className="flex items-center gap-2 text-lg font-bold">
        <HandCoins aria-hidden="true" className="size-5 text-brand-700" /> {fees.title}
      </h2>
      <ul className="mt-2 space-y-1 text-sm text-gray-800">
        <li>{fees.free}</li>
        <li>{paid}</li>
      </ul>
    </section>
  )
}
