import { CalendarDays as calendarDaysNode, Clock as clockNode, HeartPulse as heartPulseNode } from 'lucide'
import { lucideIcon } from './lucide-icon'

// A post card's icons (date, reading time, a cover without a picture): client components' icons
// (./icons.tsx says why apart).
export const CalendarDays = /* @__PURE__ */ lucideIcon('calendar-days', calendarDaysNode)
export const Clock = /* @__PURE__ */ lucideIcon('clock', clockNode)
export const HeartPulse = /* @__PURE__ */ lucideIcon('heart-pulse', heartPulseNode)
