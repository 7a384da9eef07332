import { ChevronDown as chevronDownNode, Menu as menuNode, X as xNode } from 'lucide'
import { lucideIcon } from './lucide-icon'

/**
 * The header's icons, apart from the rest (components/ui/icons.tsx): the header's client components ship with every
 * page, and a module's icons go together.
 */
export const ChevronDown = /* @__PURE__ */ lucideIcon('chevron-down', chevronDownNode)
export const Menu = /* @__PURE__ */ lucideIcon('menu', menuNode)
export const X = /* @__PURE__ */ lucideIcon('x', xNode)
