import {
  MessageCircle as messageCircleNode,
  MessageSquareText as messageSquareTextNode,
  PhoneCall as phoneCallNode,
} from 'lucide'
import { lucideIcon } from './lucide-icon'

/**
 * The crisis-help card's icons (call, text, chat), apart from the rest (./icons.tsx, which re-exports them): client components import them from here, because
 * a module's icons go together into the browser's JavaScript, and one module for all of them put every client
 * component's icons on every page with any (docs/performance.md).
 */
export const MessageCircle = /* @__PURE__ */ lucideIcon('message-circle', messageCircleNode)
export const MessageSquareText = /* @__PURE__ */ lucideIcon('message-square-text', messageSquareTextNode)
export const PhoneCall = /* @__PURE__ */ lucideIcon('phone-call', phoneCallNode)
