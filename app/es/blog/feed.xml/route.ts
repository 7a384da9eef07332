import { blogFeedResponse } from '@/app/(site)/blog/feed'

export const revalidate = 3600

export function GET() {
  return blogFeedResponse('es')
}
