import {
  MessageCircle as messageCircleNode,
  MessageSquareText as messageSquareTextNode,
  PhoneCall as phoneCallNode,
} from 'lucide'
import { lucideIcon } from './lucide-icon'

// The crisis-help card's icons (call, text, chat): client components' icons (./icons.tsx says why apart).
export const MessageCircle = /* @__PURE__ */ lucideIcon('message-circle', messageCircleNode)
export const MessageSquareText = /* @__PURE__ */ lucideIcon('message-square-text', messageSquareTextNode)
export const PhoneCall = /* @__PURE__ */ lucideIcon('phone-call', phoneCallNode)
