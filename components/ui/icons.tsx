import {
  Accessibility as accessibilityNode,
  Activity as activityNode,
  AlertTriangle as alertTriangleNode,
  Apple as appleNode,
  ArrowLeft as arrowLeftNode,
  Award as awardNode,
  BadgeCheck as badgeCheckNode,
  BookOpen as bookOpenNode,
  Brain as brainNode,
  CalendarClock as calendarClockNode,
  ClipboardCheck as clipboardCheckNode,
  Droplet as dropletNode,
  Dumbbell as dumbbellNode,
  ExternalLink as externalLinkNode,
  FlaskConical as flaskConicalNode,
  HandCoins as handCoinsNode,
  Heart as heartNode,
  HeartHandshake as heartHandshakeNode,
  History as historyNode,
  Languages as languagesNode,
  Lightbulb as lightbulbNode,
  Mail as mailNode,
  MapPin as mapPinNode,
  Microscope as microscopeNode,
  PencilLine as pencilLineNode,
  Phone as phoneNode,
  Ribbon as ribbonNode,
  Scale as scaleNode,
  ShieldCheck as shieldCheckNode,
  Smile as smileNode,
  Star as starNode,
  Stethoscope as stethoscopeNode,
  TriangleAlert as triangleAlertNode,
  Users as usersNode,
} from 'lucide'
import { lucideIcon } from './lucide-icon'

export type { IconComponent } from './lucide-icon'
export { ChevronDown, Menu, X } from './header-icons'
export { ChevronLeft, ChevronRight, Pause, Play } from './carousel-icons'
export { CheckCircle2, Info, Loader2 } from './booking-icons'
export { Search } from './search-icons'
export { MessageCircle, MessageSquareText, PhoneCall } from './crisis-icons'
export { CalendarDays, Clock, HeartPulse } from './post-icons'

/**
 * The site's icons (Lucide's), for server components; see ./lucide-icon.tsx for why they are not lucide-react's. The
 * icons a client component draws are in small modules (./header-icons.tsx, ./*-icons.tsx), re-exported here: Next puts
 * every icon of a module that any client component uses on every page with one (docs/performance.md), so a client
 * component imports its icons from those (tests/lint/client-imports.test.ts).
 */
export const Accessibility = /* @__PURE__ */ lucideIcon('accessibility', accessibilityNode)
export const Activity = /* @__PURE__ */ lucideIcon('activity', activityNode)
export const AlertTriangle = /* @__PURE__ */ lucideIcon('alert-triangle', alertTriangleNode)
export const Apple = /* @__PURE__ */ lucideIcon('apple', appleNode)
export const ArrowLeft = /* @__PURE__ */ lucideIcon('arrow-left', arrowLeftNode)
export const Award = /* @__PURE__ */ lucideIcon('award', awardNode)
export const BadgeCheck = /* @__PURE__ */ lucideIcon('badge-check', badgeCheckNode)
export const BookOpen = /* @__PURE__ */ lucideIcon('book-open', bookOpenNode)
export const Brain = /* @__PURE__ */ lucideIcon('brain', brainNode)
export const CalendarClock = /* @__PURE__ */ lucideIcon('calendar-clock', calendarClockNode)
export const ClipboardCheck = /* @__PURE__ */ lucideIcon('clipboard-check', clipboardCheckNode)
export const Droplet = /* @__PURE__ */ lucideIcon('droplet', dropletNode)
export const Dumbbell = /* @__PURE__ */ lucideIcon('dumbbell', dumbbellNode)
export const ExternalLink = /* @__PURE__ */ lucideIcon('external-link', externalLinkNode)
export const FlaskConical = /* @__PURE__ */ lucideIcon('flask-conical', flaskConicalNode)
export const HandCoins = /* @__PURE__ */ lucideIcon('hand-coins', handCoinsNode)
export const Heart = /* @__PURE__ */ lucideIcon('heart', heartNode)
export const HeartHandshake = /* @__PURE__ */ lucideIcon('heart-handshake', heartHandshakeNode)
export const History = /* @__PURE__ */ lucideIcon('history', historyNode)
export const Languages = /* @__PURE__ */ lucideIcon('languages', languagesNode)
export const Lightbulb = /* @__PURE__ */ lucideIcon('lightbulb', lightbulbNode)
export const Mail = /* @__PURE__ */ lucideIcon('mail', mailNode)
export const MapPin = /* @__PURE__ */ lucideIcon('map-pin', mapPinNode)
export const Microscope = /* @__PURE__ */ lucideIcon('microscope', microscopeNode)
export const PencilLine = /* @__PURE__ */ lucideIcon('pencil-line', pencilLineNode)
export const Phone = /* @__PURE__ */ lucideIcon('phone', phoneNode)
export const Ribbon = /* @__PURE__ */ lucideIcon('ribbon', ribbonNode)
export const Scale = /* @__PURE__ */ lucideIcon('scale', scaleNode)
export const ShieldCheck = /* @__PURE__ */ lucideIcon('shield-check', shieldCheckNode)
export const Smile = /* @__PURE__ */ lucideIcon('smile', smileNode)
export const Star = /* @__PURE__ */ lucideIcon('star', starNode)
export const Stethoscope = /* @__PURE__ */ lucideIcon('stethoscope', stethoscopeNode)
export const TriangleAlert = /* @__PURE__ */ lucideIcon('triangle-alert', triangleAlertNode)
export const Users = /* @__PURE__ */ lucideIcon('users', usersNode)
