import { Search as searchNode } from 'lucide'
import { lucideIcon } from './lucide-icon'

// The search boxes' icon: client components' icons (./icons.tsx says why apart).
export const Search = /* @__PURE__ */ lucideIcon('search', searchNode)
