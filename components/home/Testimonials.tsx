import { noEdit, noEditor, type Edit, type Editor } from '@/lib/content/edit-attributes'
import { forReaders, samplesShown } from '@/lib/site/samples'
import type { LandingQueryResult } from '@/sanity.types'
import type { CarouselWords } from '@/lib/home/words'
import { SectionHeading } from './SectionHeading'
import { StarRating } from './StarRating'
import { TestimonialsCarousel } from './TestimonialsCarousel'

type Props = {
  section: NonNullable<LandingQueryResult['page']>['testimonials']
  testimonials: LandingQueryResult['testimonials']
  /** Scoped to the landing page's testimonials section; `editor` for each testimonial document. */
  edit?: Edit
  editor?: Editor
  /** Whether sample testimonials may be shown (lib/site/samples.ts): not on a launched site. */
  showSamples?: boolean
  /** What the stars are read as, {rating} for the rating: the medical team's `ratingLabel` ("Rated {rating} out of 5"). */
  ratingLabel: string
  /** The carousel's control names, and the mark on a sample testimonial (the home page's interface words). */
  carousel: CarouselWords
  sampleMark: string
}

/** The cards are rendered here, on the server; the carousel only moves them. */
export function Testimonials({
  section,
  testimonials: all,
  edit = noEdit,
  editor = noEditor,
  showSamples = samplesShown(),
  ratingLabel,
  carousel,
  sampleMark,
}: Props) {
  // On a launched site a testimonial by someone who does not exist is not shown; with no real one, nor is the section.
  const testimonials = forReaders(all, showSamples)
  if (!testimonials.length) return null
  const anySample = testimonials.some((t) => t.isSample)
  return (
    <section aria-labelledby="testimonials-heading" className="bg-gray-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="testimonials-heading" heading={section?.heading} intro={section?.intro} edit={edit} />
        {anySample && section?.sampleNote && (
          <p className="mx-auto mt-3 max-w-3xl text-center text-sm text-gray-700 italic" {...edit('sampleNote')}>
            {section.sampleNote}
          </p>
        )}
        <div className="mt-12">
          <TestimonialsCarousel
            words={carousel}
            slides={testimonials.map((t) => (
              <figure
                key={t._id}
                className="flex h-full flex-col rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
              >
                <StarRating rating={t.rating ?? 0} label={ratingLabel} edit={editor(t)('rating')} />
                <blockquote className="mt-4 flex-1 text-gray-800">
                  <p {...editor(t)('content')}>“{t.content}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
                  >
                    {t.initials}
                  </span>
                  <span>
                    <span className="block font-semibold text-gray-900" {...editor(t)('name')}>
                      {t.name}
                    </span>
                    <span className="block text-sm text-gray-700" {...editor(t)('role')}>
                      {t.role}
                    </span>
                    {/* Marked on each card, where it is read: a card reached mid-carousel does not show the note above. */}
                    {t.isSample && <span className="block text-sm text-gray-700 italic">{sampleMark}</span>}
                  </span>
                </figcaption>
              </figure>
            ))}
          />
        </div>
      </div>
    </section>
  )
}
