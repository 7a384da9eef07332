import { blogFeedResponse } from '../feed'

export const revalidate = 3600

export function GET() {
  return blogFeedResponse('en')
}
