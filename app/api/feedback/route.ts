import { contentConfig } from '@/lib/content/env'
import { feedbackWriteToken, siteFeedbackStore } from '@/lib/feedback/store'
import { FEEDBACK_RATE, RateLimiter } from '@/lib/feedback/feedback'
import { handleFeedback } from '@/lib/feedback/handle'
import { feedbackPagePath, feedbackPageTitle } from '@/lib/feedback/pages'

/** One per server process: the app's own per-client and whole-site rates (the edge has its own, deploy/nginx). */
const limiter = new RateLimiter(FEEDBACK_RATE)

/** POST /api/feedback: "Was this page helpful?" (lib/feedback/handle.ts says what it takes and answers). */
export async function POST(request: Request) {
  const config = contentConfig()
  return handleFeedback(request, {
    store: siteFeedbackStore(config),
    secret: feedbackWriteToken(config),
    pageTitle: feedbackPageTitle,
    pagePath: feedbackPagePath,
    limiter,
    now: () => new Date(),
    warn: (line) => console.warn(line),
  })
}

const notHere = () =>
  new Response('This address takes a form POST only.\n', {
    status: 405,
    headers: { allow: 'POST', 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })

export { notHere as GET, notHere as PUT, notHere as PATCH, notHere as DELETE }
