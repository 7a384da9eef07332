/**
 * Where an image from the CMS is served from. In Sanity mode a query returns the asset's CDN URL. In local mode
 * the seed keeps the file reference `sanity dataset import` uploads (`image@file://../../public/images/x.webp`),
 * and the same file is served by the site itself from public/, so it becomes `/images/x.webp`.
 * Anything else (another host, a path that climbs out of public/) is not shown: nothing is fetched from outside.
 */
const SANITY_CDN = 'https://cdn.sanity.io/'
const LOCAL_ASSET = /^image@file:\/\/(?:.*\/)?public(\/[^?#]+)$/

export function imageSource(value: string | null | undefined): string | null {
  if (!value) return null
  if (value.startsWith(SANITY_CDN)) return value
  const local = LOCAL_ASSET.exec(value)?.[1] ?? (value.startsWith('/') && !value.startsWith('//') ? value : null)
  if (!local || local.split('/').some((part) => part === '..' || part === '.')) return null
  return local
}
