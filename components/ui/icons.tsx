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
  CalendarDays as calendarDaysNode,
  ChevronLeft as chevronLeftNode,
  ChevronRight as chevronRightNode,
  CheckCircle2 as checkCircle2Node,
  ClipboardCheck as clipboardCheckNode,
  Clock as clockNode,
  Droplet as dropletNode,
  Dumbbell as dumbbellNode,
  ExternalLink as externalLinkNode,
  FlaskConical as flaskConicalNode,
  HandCoins as handCoinsNode,
  Heart as heartNode,
  HeartHandshake as heartHandshakeNode,
  HeartPulse as heartPulseNode,
  History as historyNode,
  Info as infoNode,
  Languages as languagesNode,
  Lightbulb as lightbulbNode,
  Loader2 as loader2Node,
  Mail as mailNode,
  MapPin as mapPinNode,
  MessageCircle as messageCircleNode,
  MessageSquareText as messageSquareTextNode,
  Microscope as microscopeNode,
  Pause as pauseNode,
  PencilLine as pencilLineNode,
  Phone as phoneNode,
  PhoneCall as phoneCallNode,
  Play as playNode,
  Ribbon as ribbonNode,
  Scale as scaleNode,
  Search as searchNode,
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

/**
 * The site's icons (Lucide's), for server and client components alike; see ./lucide-icon.tsx for why they are not
 * lucide-react's. The header's are in ./header-icons.tsx.
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
export const CalendarDays = /* @__PURE__ */ lucideIcon('calendar-days', calendarDaysNode)
export const ChevronLeft = /* @__PURE__ */ lucideIcon('chevron-left', chevronLeftNode)
export const ChevronRight = /* @__PURE__ */ lucideIcon('chevron-right', chevronRightNode)
export const CheckCircle2 = /* @__PURE__ */ lucideIcon('check-circle-2', checkCircle2Node)
export const ClipboardCheck = /* @__PURE__ */ lucideIcon('clipboard-check', clipboardCheckNode)
export const Clock = /* @__PURE__ */ lucideIcon('clock', clockNode)
export const Droplet = /* @__PURE__ */ lucideIcon('droplet', dropletNode)
export const Dumbbell = /* @__PURE__ */ lucideIcon('dumbbell', dumbbellNode)
export const ExternalLink = /* @__PURE__ */ lucideIcon('external-link', externalLinkNode)
export const FlaskConical = /* @__PURE__ */ lucideIcon('flask-conical', flaskConicalNode)
export const HandCoins = /* @__PURE__ */ lucideIcon('hand-coins', handCoinsNode)
export const Heart = /* @__PURE__ */ lucideIcon('heart', heartNode)
export const HeartHandshake = /* @__PURE__ */ lucideIcon('heart-handshake', heartHandshakeNode)
export const HeartPulse = /* @__PURE__ */ lucideIcon('heart-pulse', heartPulseNode)
export const History = /* @__PURE__ */ lucideIcon('history', historyNode)
export const Info = /* @__PURE__ */ lucideIcon('info', infoNode)
export const Languages = /* @__PURE__ */ lucideIcon('languages', languagesNode)
export const Lightbulb = /* @__PURE__ */ lucideIcon('lightbulb', lightbulbNode)
export const Loader2 = /* @__PURE__ */ lucideIcon('loader-2', loader2Node)
export const Mail = /* @__PURE__ */ lucideIcon('mail', mailNode)
export const MapPin = /* @__PURE__ */ lucideIcon('map-pin', mapPinNode)
export const MessageCircle = /* @__PURE__ */ lucideIcon('message-circle', messageCircleNode)
export const MessageSquareText = /* @__PURE__ */ lucideIcon('message-square-text', messageSquareTextNode)
export const Microscope = /* @__PURE__ */ lucideIcon('microscope', microscopeNode)
export const Pause = /* @__PURE__ */ lucideIcon('pause', pauseNode)
export const PencilLine = /* @__PURE__ */ lucideIcon('pencil-line', pencilLineNode)
export const Phone = /* @__PURE__ */ lucideIcon('phone', phoneNode)
export const PhoneCall = /* @__PURE__ */ lucideIcon('phone-call', phoneCallNode)
export const Play = /* @__PURE__ */ lucideIcon('play', playNode)
export const Ribbon = /* @__PURE__ */ lucideIcon('ribbon', ribbonNode)
export const Scale = /* @__PURE__ */ lucideIcon('scale', scaleNode)
export const Search = /* @__PURE__ */ lucideIcon('search', searchNode)
export const ShieldCheck = /* @__PURE__ */ lucideIcon('shield-check', shieldCheckNode)
export const Smile = /* @__PURE__ */ lucideIcon('smile', smileNode)
export const Star = /* @__PURE__ */ lucideIcon('star', starNode)
export const Stethoscope = /* @__PURE__ */ lucideIcon('stethoscope', stethoscopeNode)
export const TriangleAlert = /* @__PURE__ */ lucideIcon('triangle-alert', triangleAlertNode)
export const Users = /* @__PURE__ */ lucideIcon('users', usersNode)
