import { Link } from '@/components/ui/Link'
import type { NavCondition } from '@/lib/content'
import { Icon } from '@/components/ui/Icon'
import { noEditor, type Editor } from '@/lib/content/edit-attributes'
import type { Lang } from '@/lib/site/languages'
import { routesFor } from '@/lib/site/localized-routes'

/** `editor`: each guide's click-to-edit attributes (its card name and description) in the Preview tool. */
export function TopicCards({
  conditions,
  editor = noEditor,
  lang = 'en',
}: {
  conditions: NavCondition[]
  editor?: Editor
  lang?: Lang
}) {
  const routes = routesFor(lang)
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {conditions.map((condition) => (
        <li key={condition.slug}>
          <Link
            href={routes.condition(condition.slug ?? '')}
            className="group flex h-full flex-col rounded-xl border border-gray-200 bg-white p-6 shadow-sm transition hover:border-brand-600 hover:shadow-md"
          >
            <span
              className="inline-flex size-12 items-center justify-center rounded-lg"
              style={{ backgroundColor: `${condition.color}1a`, color: condition.color ?? undefined }}
            >
              <Icon name={condition.icon} className="size-6" />
            </span>
            <span
              className="mt-4 text-lg font-semibold text-gray-900 group-hover:text-brand-700"
              {...editor(condition)('name')}
            >
              {condition.name}
            </span>
            <span className="mt-2 text-sm text-gray-700" {...editor(condition)('cardDescription')}>
              {condition.cardDescription}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
