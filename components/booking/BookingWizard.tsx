'use client'

import { CheckCircle2 } from '@/components/ui/booking-icons'
import { Link } from '@/components/ui/Link'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { BookingStep } from '@/lib/booking/booking'
import { bookingWords, type BookingText } from '@/lib/booking/words'
import type { Lang } from '@/lib/site/languages'
import { browserRoutes } from '@/lib/site/browser-routes'
import { BookingDetailsForm } from './BookingDetailsForm'
import { DemoNote } from './DemoNote'
import { LazyToaster } from './LazyToaster'
import { PaymentPanel, type PaymentEdits } from './PaymentPanel'

type Props = {
  doctorName: string
  consultationLabel: string
  price: string | null
  /** Rendered by the server page (its words come from the CMS) and shown above the fields of step 1. */
  urgentCareNotice?: ReactNode
  /**
   * Click-to-edit attributes of the payment step's CMS texts in the Preview tool, computed by the server page (plain
   * objects, none for readers). The step names, form labels and the success screen are the interface words (`text`).
   */
  edits?: PaymentEdits
  /** The booking's interface words from the CMS (getInterfaceText('booking', lang)), as the server page read them. */
  text: BookingText
  /** The page's language: the link home stays in its site. */
  lang?: Lang
}

const steps = ['details', 'payment'] as const

/**
 * The two-step booking: details, then payment, then the success screen. The steps only go forward: there is no
 * control back to the form, the steps are not history entries, and what was typed is dropped when step 1 ends.
 * Nothing is stored or sent: it is a demonstration, and every step says so first (DemoNote), before any field.
 */
export function BookingWizard({
  doctorName,
  consultationLabel,
  price,
  urgentCareNotice,
  edits,
  text,
  lang = 'en',
}: Props) {
  const words = useMemo(() => bookingWords(text), [text])
  const { success } = words
  const [step, setStep] = useState<BookingStep>('details')
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    // The steps only go forward: after each one, focus moves to the new step's heading, so keyboard and
    // screen-reader users follow along.
    if (step !== 'details') heading.current?.focus()
  }, [step])

  const title =
    step === 'details' ? words.wizard.steps.details : step === 'payment' ? words.wizard.paymentTitle : success.title
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
      <LazyToaster />
      <DemoNote step={step} words={words} />
      {step !== 'paid' && (
        <ol className="mb-6 flex gap-4 text-sm" aria-label={words.wizard.stepsLabel}>
          {steps.map((key, index) => (
            <li
              key={key}
              aria-current={key === step ? 'step' : undefined}
              className={key === step ? 'font-semibold text-brand-700' : 'text-gray-700'}
            >
              {words.wizard.step(index + 1, steps.length, words.wizard.steps[key])}
            </li>
          ))}
        </ol>
      )}
      {step === 'paid' && <CheckCircle2 aria-hidden="true" className="mb-3 size-12 text-emerald-700" />}
      <h2 id="booking-details-heading" ref={heading} tabIndex={-1} className="mb-5 text-2xl font-bold text-gray-900">
        {title}
      </h2>
      {step === 'details' && urgentCareNotice}
      {step === 'details' && <BookingDetailsForm onValid={() => setStep('payment')} text={text} lang={lang} />}
      {step === 'payment' && (
        <PaymentPanel
          label={consultationLabel}
          doctorName={doctorName}
          price={price}
          onPaid={() => setStep('paid')}
          edits={edits}
          text={text}
        />
      )}
      {step === 'paid' && (
        <div className="space-y-4">
          <p className="text-lg text-gray-800">{success.text}</p>
          <h3 className="font-semibold text-gray-900">{success.nextStepsHeading}</h3>
          <ul className="list-disc space-y-1 pl-5 text-gray-800">
            {success.nextSteps.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <Link
            href={browserRoutes.home(lang)}
            className="inline-block font-semibold text-brand-700 underline underline-offset-2"
          >
            {words.wizard.returnHome}
          </Link>
        </div>
      )}
    </div>
  )
}
