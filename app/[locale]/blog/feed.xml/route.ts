import { pageLang } from '@/lib/site/request-locale'
import { localeParams } from '@/lib/site/request-locale'
import { blogFeedResponse } from '../feed'

export const revalidate = 3600

export const generateStaticParams = localeParams

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return blogFeedResponse(await pageLang(params))
}
