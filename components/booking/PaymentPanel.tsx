'use client'

import { Loader2, Lock } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { PAYMENT_DELAY_MS } from '@/lib/booking/booking'
import type { EditAttributes } from '@/lib/content/edit-attributes'

/** The payment step's click-to-edit attributes (draft mode only). */
export type PaymentEdits = { consultationLabel?: EditAttributes; price?: EditAttributes; doctorName?: EditAttributes }

type Props = { label: string; doctorName: string; price: string | null; onPaid: () => void; edits?: PaymentEdits }

/** Step 2: the price and Complete Payment, which disables itself and shows progress while the payment is simulated. */
export function PaymentPanel({ label, doctorName, price, onPaid, edits = {} }: Props) {
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
          with <span {...edits.doctorName}>{doctorName}</span>
        </p>
        <p
          className="mt-3 text-3xl font-bold text-gray-900"
          data-testid="consultation-price"
          {...(price ? edits.price : {})}
        >
          {price ?? 'Price not available'}
        </p>
      </div>
      <p className="flex items-center gap-2 text-sm text-gray-800">
        <Lock aria-hidden="true" className="size-4 text-emerald-700" />
        256-bit SSL encrypted
      </p>
      {price ? (
        <button
          type="button"
          onClick={pay}
          disabled={processing}
          className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-emerald-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-emerald-800 disabled:cursor-wait disabled:bg-emerald-800 sm:w-auto"
        >
          {processing && <Loader2 aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />}
          {processing ? 'Processing payment…' : 'Complete Payment'}
        </button>
      ) : (
        <p className="text-sm text-red-800">
          The consultation price is not available right now, so payment cannot continue. Please try again later.
        </p>
      )}
      <p role="status" className="text-sm text-gray-700">
        {processing ? 'Processing your payment, please wait.' : ''}
      </p>
    </div>
  )
}
