import { createElement, type SVGProps } from 'react'
import type { IconNode } from 'lucide'

/**
 * How the site's icons (Lucide's) are drawn: from the icons' data alone (the `lucide` package) by a component that is
 * neither a client component nor a runtime: lucide-react's icons are client components ("use client"), so even an
 * icon in a server component's HTML shipped lucide-react's runtime to every page (the figure in
 * docs/performance.md). The same SVG lucide-react draws: 24×24, a 2-wide round stroke in the text's colour, hidden
 * from assistive technology unless given a name.
 */
export type IconComponent = (props: SVGProps<SVGSVGElement>) => React.JSX.Element

export function lucideIcon(name: string, node: IconNode): IconComponent {
  function Icon({ className, ...props }: SVGProps<SVGSVGElement>) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={props['aria-label'] ? undefined : true}
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        {...props}
      >
        {node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
      </svg>
    )
  }
  Icon.displayName = name
  return Icon
}
