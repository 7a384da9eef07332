import { HandCoins } from '@/components/ui/icons'
import type { SiteSettings } from '@/lib/content'
import { feeSentence } from '@/lib/booking/booking'
import { bookingWords, type BookingText } from '@/lib/booking/words'
import { noEdit, type Edit } from '@/lib/content/edit-attributes'

/**
 * `text`: the booking's interface words (getInterfaceText('booking', lang)), for the demonstration notice and the
 * words written in when there is no price. `edit`: click-to-edit in the Preview tool, scoped to the site settings'
 * `consultationFees` (none for readers); the paid line is the `paid` text with the price filled in, so it opens `paid`.
 */
type Props = {
  fees: SiteSettings['consultationFees'] | undefined
  price: string | null
  text: BookingText
  edit?: Edit
}

/**
 * What is free and what costs money, said before the booking form asks for any personal details. The booking is a
 * demonstration, so the box opens by saying so (the booking's interface words, not the fee box's), before the fee
 * box's words and their price: a price must read as a sample at the point of reading, whatever an
 * editor writes there.
 */
export function ConsultationFees({ fees, price, text, edit = noEdit }: Props) {
  const words = bookingWords(text)
  const paid = feeSentence(fees?.paid, price, words.view.noPrice)
  if (!fees?.title || !fees.free || !paid) return null
  return (
    <section
      aria-labelledby="fees-heading"
      className="rounded-xl border border-brand-100 bg-brand-50 p-5 text-gray-900"
    >
      <h2 id="fees-heading" className="flex items-center gap-2 text-lg font-bold" {...edit('title')}>
        <HandCoins aria-hidden="true" className="size-5 text-brand-700" /> {fees.title}
      </h2>
      <p className="mt-2 text-sm text-gray-900">
        <strong>{words.demo.title}</strong> {words.demo.fees}
      </p>
      <ul className="mt-2 space-y-1 text-sm text-gray-800">
        <li {...edit('free')}>{fees.free}</li>
        <li {...edit('paid')}>{paid}</li>
      </ul>
    </section>
  )
}
