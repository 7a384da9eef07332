'use client'

import { Loader2 } from '@/components/ui/booking-icons'
import { useEffect, useMemo, useRef, useState } from 'react'
import { PAYMENT_DELAY_MS } from '@/lib/booking/booking'
import { bookingWords, type BookingText } from '@/lib/booking/words'
import type { EditAttributes } from '@/lib/content/edit-attributes'

/** The payment step's click-to-edit attributes (draft mode only). */
export type PaymentEdits = { consultationLabel?: EditAttributes; price?: EditAttributes; doctorName?: EditAttributes }

type Props = {
  label: string
  doctorName: string
  price: string | null
  onPaid: () => void
  edits?: PaymentEdits
  /** The booking's interface words from the CMS (getInterfaceText('booking', lang)). */
  text: BookingText
}

/**
 * Step 2: the sample price and the button that ends the demonstration, which disables itself and shows progress
 * while the payment is simulated. Nothing here may read as a real charge: the price says it is a sample, and the
 * spec's "256-bit SSL encrypted" (a claim about a payment that never happens) is left out.
 */
export function PaymentPanel({ label, doctorName, price, onPaid, edits = {}, text }: Props) {
  const words = useMemo(() => bookingWords(text), [text])
  const [processing, setProcessing] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const pay = () => {
    if (processing) return
    setProcessing(true)
    timer.current = setTimeout(onPaid, PAYMENT_DELAY_MS)
  }

  return (
    <div className="space-y-5">
      <div className="rounded-lg border border-gray-200 bg-gray-50 p-5">
        <p className="font-semibold text-gray-900" {...edits.consultationLabel}>
          {label}
        </p>
        <p className="text-sm text-gray-700">
          {words.payment.withDoctor[0]}
          <span {...edits.doctorName}>{doctorName}</span>
          {words.payment.withDoctor[1]}
        </p>
        <p className="mt-3 text-sm font-semibold text-amber-950">{words.demo.price}</p>
        <p
          className="mt-1 text-3xl font-bold text-gray-900"
          data-testid="consultation-price"
          {...(price ? edits.price : {})}
        >
          {price ?? words.payment.priceMissing}
        </p>
      </div>
      {price ? (
        <button
          type="button"
          onClick={pay}
          disabled={processing}
          className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-emerald-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-emerald-800 disabled:cursor-wait disabled:bg-emerald-800 sm:w-auto"
        >
          {processing && <Loader2 aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />}
          {processing ? words.payment.processing : words.payment.pay}
        </button>
      ) : (
        <p className="text-sm text-red-800">{words.payment.unavailable}</p>
      )}
      <p role="status" className="text-sm text-gray-700">
        {processing ? words.payment.processingStatus : ''}
      </p>
    </div>
  )
}
