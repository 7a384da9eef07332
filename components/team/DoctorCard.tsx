import { Link } from '@/components/ui/Link'
import { StarRating } from '@/components/home/StarRating'
import type { TeamDoctor } from '@/lib/content'
import { noEdit, type Edit } from '@/lib/content/edit-attributes'
import type { Lang } from '@/lib/site/languages'
import { routesFor } from '@/lib/site/localized-routes'
import { samplesShown } from '@/lib/site/samples'
import { DoctorPortrait } from './DoctorPortrait'
import { SampleProfileBadge } from './SampleProfileBadge'
import { teamWords, type TeamText } from '@/lib/team/words'

/**
 * One doctor on the team page; `id="doctor-N"` is the anchor the articles' review panels link to. `edit`: the
 * doctor's click-to-edit attributes in the Preview tool.
 */
export function DoctorCard({
  doctor,
  priority,
  edit = noEdit,
  showSamples = samplesShown(),
  text,
  lang = 'en',
}: {
  doctor: TeamDoctor
  priority: boolean
  edit?: Edit
  /** The team page's interface words (getInterfaceText('team', lang)). */
  text: TeamText
  /** Whether a sample profile's invented rating may be shown (lib/site/samples.ts): not on a launched site. */
  showSamples?: boolean
  lang?: Lang
}) {
  const all = teamWords(text)
  const words = all.card
  const headingId = `doctor-${doctor.doctorId}-name`
  return (
    <article
      id={`doctor-${doctor.doctorId}`}
      aria-labelledby={headingId}
      className="flex scroll-mt-24 flex-col rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-center gap-4">
        <DoctorPortrait
          name={doctor.name}
          photo={doctor.photo}
          size={96}
          eager={priority}
          edit={edit('photo')}
          text={text}
        />
        <div>
          <h2 id={headingId} className="text-xl font-bold text-gray-900" {...edit('name')}>
            {doctor.name}
          </h2>
          <p className="text-sm text-gray-700" {...edit('credentials')}>
            {doctor.credentials}
          </p>
          {doctor.isSample && (
            <p className="mt-1">
              <SampleProfileBadge label={all.sampleBadge} />
            </p>
          )}
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-semibold text-gray-900">{words.specialization}</dt>
        <dd className="text-gray-800" {...edit('specialization')}>
          {doctor.specialization}
        </dd>
        <dt className="font-semibold text-gray-900">{words.experience}</dt>
        <dd className="text-gray-800" {...edit('experience')}>
          {doctor.experience}
        </dd>
        {/* A sample profile's rating is invented: it says so where it is shown, and a launched site shows none. */}
        {(showSamples || !doctor.isSample) && (
          <>
            <dt className="font-semibold text-gray-900">{doctor.isSample ? words.sampleRating : words.rating}</dt>
            <dd className="flex items-center gap-2 text-gray-800" {...edit('rating')}>
              <StarRating rating={doctor.rating ?? 0} label={text.ratingLabel} />
              <span aria-hidden="true">{doctor.rating}</span>
            </dd>
          </>
        )}
      </dl>
      {doctor.bio && (
        <p className="mt-4 flex-1 text-sm text-gray-700" {...edit('bio')}>
          {doctor.bio}
        </p>
      )}
      <Link
        href={routesFor(lang).booking(doctor.doctorId)}
        className="mt-6 inline-flex items-center justify-center rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800"
      >
        {words.book}
        <span className="sr-only">{words.bookWith(doctor.name)}</span>
      </Link>
    </article>
  )
}
