import { Link } from '@/components/ui/Link'
import { CmsPicture } from '@/components/ui/CmsPicture'
import { contentConfig } from '@/lib/content/env'
import { cmsImageAttrs } from '@/lib/content/image'
import { noEdit, noEditor, type Edit, type Editor } from '@/lib/content/edit-attributes'
import type { LandingQueryResult } from '@/sanity.types'
import type { Lang } from '@/lib/site/languages'
import { routesFor } from '@/lib/site/localized-routes'
import type { CarouselWords } from '@/lib/home/words'
import { HeroCarousel } from './HeroCarousel'

type Props = {
  hero: NonNullable<LandingQueryResult['page']>['hero']
  slides: LandingQueryResult['slides']
  /** Scoped to the landing page's hero field. */
  edit?: Edit
  /** For the slides' images (heroSlide documents). */
  editor?: Editor
  /** The site's language: its buttons lead to that language's pages. */
  lang?: Lang
  /** The carousel's control names (the home page's interface words). */
  carousel: CarouselWords
}

/**
 * The slide images are built here, on the server (lib/content/image.ts): a responsive srcset, no image code in the
 * browser. Each fills the hero (object-fit cover, anchored on the editor's hotspot), so the layout never shifts. The
 * hero starts just below the first screen, and where that screen is short (a phone in English) its top shows at the
 * foot of the screen: the first slide's image is then the largest paint there, so it is fetched at once with high
 * priority; the others load as a reader nears them.
 */
function slideImages(slides: Props['slides'], editor: Editor) {
  return slides.flatMap((slide, index) => {
    const image = cmsImageAttrs(contentConfig(), slide.image, { sizes: '100vw', aspect: 16 / 9, priority: index === 0 })
    if (!image) return []
    return [
      <CmsPicture
        key={slide._id}
        image={image}
        className="absolute inset-0 size-full object-cover"
        edit={editor(slide)('image')}
      />,
    ]
  })
}

export function HeroSection({ hero, slides, edit = noEdit, editor = noEditor, lang = 'en', carousel }: Props) {
  const routes = routesFor(lang)
  return (
    <HeroCarousel words={carousel} images={slideImages(slides, editor)}>
      {/* The page's title is the first screen's heading (FirstScreen); the hero keeps the tagline and its buttons. */}
      <p className="max-w-2xl text-xl font-semibold text-balance text-white sm:text-2xl" {...edit('tagline')}>
        {hero?.tagline}
      </p>
      <div className="mt-8 flex flex-wrap gap-4">
        {/* A plain anchor: an in-page jump to the disease-preview section needs no client navigation. */}
        <a
          href={routes.topics()}
          className="rounded-md bg-white px-6 py-3 font-semibold text-brand-800 shadow hover:bg-brand-50"
          {...edit('topicsLabel')}
        >
          {hero?.topicsLabel}
        </a>
        <Link
          href={routes.consultation()}
          className="rounded-md border-2 border-white px-6 py-3 font-semibold text-white hover:bg-white/10"
          {...edit('contactLabel')}
        >
          {hero?.contactLabel}
        </Link>
      </div>
    </HeroCarousel>
  )
}
