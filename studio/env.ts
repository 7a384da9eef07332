/**
 * Studio-side settings. The Studio runs both inside Next (/studio, NEXT_PUBLIC_* variables) and under the
 * Sanity CLI (schema validate / extract / typegen, SANITY_STUDIO_* variables), so both prefixes are read.
 * Each variable is written out in full because Next inlines only literal `process.env.NEXT_PUBLIC_*` reads into
 * the browser bundle; the defaults and checks are the site's own (lib/config.ts).
 *
 * Without a project id the Studio edits the local dataset through the local Content Lake (packages/local-lake): its project id
 * is "local" and its API host the lake's origin. The host must be `localhost` (not 127.0.0.1): the Studio calls
 * `http://<projectId>.<apiHost>`, and only `*.localhost` names resolve to loopback in browsers.
 */
import { contentMode, readVariable } from '../lib/config'
import {
  DEFAULT_API_VERSION,
  DEFAULT_DATASET,
  DEFAULT_LAKE_PORT,
  localLakeOrigin,
  LOCAL_PROJECT_ID,
  setting,
} from '../lib/defaults'

const env = {
  NEXT_PUBLIC_SANITY_PROJECT_ID: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || process.env.SANITY_STUDIO_PROJECT_ID,
  NEXT_PUBLIC_SANITY_DATASET: process.env.NEXT_PUBLIC_SANITY_DATASET || process.env.SANITY_STUDIO_DATASET,
  NEXT_PUBLIC_SANITY_API_VERSION: process.env.NEXT_PUBLIC_SANITY_API_VERSION,
  NEXT_PUBLIC_SANITY_API_HOST: process.env.NEXT_PUBLIC_SANITY_API_HOST,
}

/** True when the Studio talks to the local Content Lake instead of a hosted Sanity project. */
export const studioIsLocal = contentMode(env) === 'local'
export const studioProjectId = setting(env, 'NEXT_PUBLIC_SANITY_PROJECT_ID') ?? LOCAL_PROJECT_ID
// The site refuses to start with a malformed value (lib/content/env.ts); the Studio falls back rather than
// failing to render in the CLI, where only the schema is needed.
export const studioDataset = readVariable(env, 'NEXT_PUBLIC_SANITY_DATASET').value ?? DEFAULT_DATASET
export const studioApiVersion = readVariable(env, 'NEXT_PUBLIC_SANITY_API_VERSION').value ?? DEFAULT_API_VERSION

/** The local lake's origin for a port, as the Studio must address it. */
export function localLakeApiHost(port: number = DEFAULT_LAKE_PORT): string {
  return localLakeOrigin(port)
}

/** The API host the Studio uses: an explicit one, else the local lake in local mode, else Sanity's. */
export const studioApiHost: string | undefined =
  readVariable(env, 'NEXT_PUBLIC_SANITY_API_HOST').value ?? (studioIsLocal ? localLakeApiHost() : undefined)

/**
 * The script a hosted Studio loads from Sanity so the Sanity dashboard can talk to it (what next-sanity's NextStudio
 * loaded before the Studio was embedded with Sanity's own `<Studio>`). Only with a Sanity project, never in local mode.
 */
export const SANITY_BRIDGE_SCRIPT = 'https://core.sanity-cdn.com/bridge.js'
