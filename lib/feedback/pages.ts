/**
 * The pages that ask "Was this page helpful?", as the route checks an answer against them: a page is one a reader can
 * open now (published, approved text), found by the same reads the page itself makes, so an answer never names an
 * invented page, a draft or a page of the wrong language. Its address is built here from the route table, never taken
 * from the request.
 */
import { getBlogPost, getCondition, getInfoPage, getInterfaceText } from '@/lib/content'
import { articleWords } from '@/lib/site/article-words'
import { servesInfoPage } from '@/lib/site/info-pages'
import { routesFor } from '@/lib/site/localized-routes'
import { FEEDBACK_SECTIONS, type FeedbackPage, type FeedbackSection } from './feedback'

const isSection = (slug: string): slug is FeedbackSection => FEEDBACK_SECTIONS.includes(slug as FeedbackSection)

/** The page's title when it exists for readers; null when it does not. */
export async function feedbackPageTitle(page: FeedbackPage): Promise<string | null> {
  switch (page.kind) {
    case 'guide': {
      const article = await getCondition(page.slug, page.lang)
      return article ? (article.title ?? article.name ?? page.slug) : null
    }
    case 'post': {
      const post = await getBlogPost(page.slug, page.lang)
      return post ? (post.title ?? page.slug) : null
    }
    case 'page': {
      if (!servesInfoPage(page.slug, page.lang)) return null
      const info = await getInfoPage(page.slug, page.lang)
      return info ? (info.title ?? page.slug) : null
    }
    case 'section':
      // Built in code: it exists in both languages; its title is an interface word.
      return isSection(page.slug)
        ? articleWords(await getInterfaceText('article', page.lang), page.lang)[page.slug].title
        : null
  }
}

/** The page's address in its language. */
export function feedbackPagePath(page: FeedbackPage): string {
  const routes = routesFor(page.lang)
  switch (page.kind) {
    case 'guide':
      return routes.condition(page.slug)
    case 'post':
      return routes.blogPost(page.slug)
    case 'page':
      return routes.page(page.slug)
    case 'section':
      return isSection(page.slug) ? routes[page.slug]() : routes.home()
  }
}
