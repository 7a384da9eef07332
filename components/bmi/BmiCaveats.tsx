import { Link } from '@/components/ui/Link'
import { routes } from '@/lib/site/routes'

/** What the adult BMI ranges do and do not tell, next to the calculator where people read their result. */
export function BmiCaveats() {
  return (
    <aside
      aria-labelledby="bmi-caveats-heading"
      className="rounded-xl border-l-4 border-brand-600 bg-brand-50 p-5 text-sm text-gray-800"
    >
      <h2 id="bmi-caveats-heading" className="font-semibold text-gray-900">
        Before you read your result
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>The adult BMI ranges apply from age 20. Children and teenagers are compared with growth charts instead.</li>
        <li>
          BMI cannot tell muscle from fat, so it may overestimate body fat in athletes and underestimate it in people
          over 65.
        </li>
        <li>BMI does not apply during pregnancy.</li>
        <li>
          Some ethnic groups, including people of South Asian, Chinese, Black African and African-Caribbean background,
          have higher health risks at lower BMI values.
        </li>
      </ul>
      <p className="mt-2">
        Learn more in our{' '}
        <Link href={routes.condition('obesity')} className="font-medium text-brand-700 underline">
          obesity management guide
        </Link>
        .
      </p>
    </aside>
  )
}
