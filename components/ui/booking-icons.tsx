import { CheckCircle2 as checkCircle2Node, Info as infoNode, Loader2 as loader2Node } from 'lucide'
import { lucideIcon } from './lucide-icon'

/**
 * The booking wizard's icons (the demonstration note, payment in progress, the success screen), apart from the rest (./icons.tsx, which re-exports them): client components import them from here, because
 * a module's icons go together into the browser's JavaScript, and one module for all of them put every client
 * component's icons on every page with any (docs/performance.md).
 */
export const CheckCircle2 = /* @__PURE__ */ lucideIcon('check-circle-2', checkCircle2Node)
export const Info = /* @__PURE__ */ lucideIcon('info', infoNode)
export const Loader2 = /* @__PURE__ */ lucideIcon('loader-2', loader2Node)
