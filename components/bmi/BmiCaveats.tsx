import { Link } from '@/components/ui/Link'
import type { BmiWords } from '@/lib/bmi/words'
import type { Lang } from '@/lib/site/languages'
import { routesFor } from '@/lib/site/localized-routes'

/** What the adult BMI ranges do and do not tell, next to the calculator where people read their result. */
export function BmiCaveats({ words, lang = 'en' }: { words: BmiWords; lang?: Lang }) {
  return (
    <aside
      aria-labelledby="bmi-caveats-heading"
      className="rounded-xl border-l-4 border-brand-600 bg-brand-50 p-5 text-sm text-gray-800"
    >
      <h2 id="bmi-caveats-heading" className="font-semibold text-gray-900">
        {words.caveats.heading}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {words.caveats.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-2">
        {words.caveats.more[0]}
        <Link href={routesFor(lang).condition(words.guide.slug)} className="font-medium text-brand-700 underline">
          {words.guide.label}
        </Link>
        {words.caveats.more[1]}
      </p>
    </aside>
  )
}
