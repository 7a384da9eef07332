import { handleNewsletter } from '@/lib/forms/newsletter'

/** POST /api/newsletter: a newsletter form sent without script (lib/forms/newsletter.ts says what it takes and answers). */
export const POST = (request: Request) => handleNewsletter(request)

const notHere = () =>
  new Response('This address takes a form POST only.\n', {
    status: 405,
    headers: { allow: 'POST', 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })

export { notHere as GET, notHere as PUT, notHere as PATCH, notHere as DELETE }
