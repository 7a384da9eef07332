import { Search as searchNode } from 'lucide'
import { lucideIcon } from './lucide-icon'

/**
 * The search boxes' icon, apart from the rest (./icons.tsx, which re-exports them): client components import them from here, because
 * a module's icons go together into the browser's JavaScript, and one module for all of them put every client
 * component's icons on every page with any (docs/performance.md).
 */
export const Search = /* @__PURE__ */ lucideIcon('search', searchNode)
