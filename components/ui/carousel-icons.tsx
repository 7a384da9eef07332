import {
  ChevronLeft as chevronLeftNode,
  ChevronRight as chevronRightNode,
  Pause as pauseNode,
  Play as playNode,
} from 'lucide'
import { lucideIcon } from './lucide-icon'

/**
 * The home page carousels' icons (previous, next, pause, play), apart from the rest (./icons.tsx, which re-exports them): client components import them from here, because
 * a module's icons go together into the browser's JavaScript, and one module for all of them put every client
 * component's icons on every page with any (docs/performance.md).
 */
export const ChevronLeft = /* @__PURE__ */ lucideIcon('chevron-left', chevronLeftNode)
export const ChevronRight = /* @__PURE__ */ lucideIcon('chevron-right', chevronRightNode)
export const Pause = /* @__PURE__ */ lucideIcon('pause', pauseNode)
export const Play = /* @__PURE__ */ lucideIcon('play', playNode)
