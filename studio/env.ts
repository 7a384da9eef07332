/**
 * Studio-side settings. The Studio runs both inside Next (/studio, NEXT_PUBLIC_* variables) and under the
 * Sanity CLI (schema validate / extract / typegen, SANITY_STUDIO_* variables), so both prefixes are read.
 * The CLI needs *some* project id even for offline commands; "offline" is never contacted.
 */
export const studioProjectId =
  process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || process.env.SANITY_STUDIO_PROJECT_ID || 'offline'
export const studioDataset = process.env.NEXT_PUBLIC_SANITY_DATASET || process.env.SANITY_STUDIO_DATASET || 'production'
export const studioApiVersion = process.env.NEXT_PUBLIC_SANITY_API_VERSION || '2025-07-01'
