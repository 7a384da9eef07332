import { CalendarDays as calendarDaysNode, Clock as clockNode, HeartPulse as heartPulseNode } from 'lucide'
import { lucideIcon } from './lucide-icon'

/**
 * A post card's icons (date, reading time, the cover without a picture), apart from the rest (./icons.tsx, which re-exports them): client components import them from here, because
 * a module's icons go together into the browser's JavaScript, and one module for all of them put every client
 * component's icons on every page with any (docs/performance.md).
 */
export const CalendarDays = /* @__PURE__ */ lucideIcon('calendar-days', calendarDaysNode)
export const Clock = /* @__PURE__ */ lucideIcon('clock', clockNode)
export const HeartPulse = /* @__PURE__ */ lucideIcon('heart-pulse', heartPulseNode)
