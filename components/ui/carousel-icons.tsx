import {
  ChevronLeft as chevronLeftNode,
  ChevronRight as chevronRightNode,
  Pause as pauseNode,
  Play as playNode,
} from 'lucide'
import { lucideIcon } from './lucide-icon'

// The home page carousels' icons (previous, next, pause, play): client components' icons (./icons.tsx says why apart).
export const ChevronLeft = /* @__PURE__ */ lucideIcon('chevron-left', chevronLeftNode)
export const ChevronRight = /* @__PURE__ */ lucideIcon('chevron-right', chevronRightNode)
export const Pause = /* @__PURE__ */ lucideIcon('pause', pauseNode)
export const Play = /* @__PURE__ */ lucideIcon('play', playNode)
