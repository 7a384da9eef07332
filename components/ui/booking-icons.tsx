import { CheckCircle2 as checkCircle2Node, Info as infoNode, Loader2 as loader2Node } from 'lucide'
import { lucideIcon } from './lucide-icon'

// The booking wizard's icons (its demonstration note, payment in progress, success): client components' icons
// (./icons.tsx says why apart).
export const CheckCircle2 = /* @__PURE__ */ lucideIcon('check-circle-2', checkCircle2Node)
export const Info = /* @__PURE__ */ lucideIcon('info', infoNode)
export const Loader2 = /* @__PURE__ */ lucideIcon('loader-2', loader2Node)
