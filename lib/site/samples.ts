/**
 * Sample content before launch. The seed's impact figures, the
 * testimonials and the fictional doctors' star ratings are labeled samples; labels do not make a figure no one
 * measured, or a review by someone who does not exist, honest (the FTC's 2024 rule on fake reviews and testimonials,
 * 16 CFR Part 465). So once the site is launched, what is still sample is not shown to readers at all:
 *  - the impact figures and the testimonials: only real ones (isSample off) are shown; with none, the section goes,
 *    heading and all;
 *  - a sample doctor's star rating and the team's combined years of experience are not shown; the profiles stay, as
 *    the team page says they are fictional and booking is a demonstration.
 * Launched means a Sanity project with the public site address set (the start check already asks for both together,
 * lib/start-checks.ts). Before launch, samples are shown only when an editor turns on the site settings' "Show sample
 * figures, testimonials and ratings" (off in the seed): a labeled sample still reads as a claim, so readers of the
 * demonstration see none by default (docs/deviations.md). The Studio's Launch checklist lists what is still sample.
 */
import { contentMode, type Env } from '@/lib/config'

/** Whether this site is launched: a Sanity project and its public address (NEXT_PUBLIC_SITE_URL) are both set. */
export function isLaunched(env: Env = process.env): boolean {
  return contentMode(env) === 'sanity' && !!env.NEXT_PUBLIC_SITE_URL?.trim()
}

/** Whether readers may see sample content (labeled as such): everywhere but on a launched site. */
export function samplesShown(env: Env = process.env): boolean {
  return !isLaunched(env)
}

/** The items readers may see: all of them while samples are shown, else only the real ones. */
export function forReaders<T extends { isSample?: boolean | null }>(
  items: readonly T[] | null | undefined,
  showSamples: boolean = samplesShown(),
): T[] {
  return (items ?? []).filter((item) => showSamples || !item.isSample)
}

/**
 * Whether a page shows its samples, labeled: only before launch, and only when the site settings' switch is on. The
 * pages pass this to the sections (a section's own default, samplesShown, is the launch rule alone).
 */
export function samplesOn(settings: { showSampleContent?: boolean | null } | null, env: Env = process.env): boolean {
  return samplesShown(env) && settings?.showSampleContent === true
}
