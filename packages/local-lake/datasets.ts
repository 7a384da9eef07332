/**
 * The project's datasets, as Sanity's projects API manages them: any valid name, created (`PUT /datasets/:name`),
 * edited (its `aclMode`), listed and deleted. Each dataset has files, history, query workers, listeners and live
 * event streams of its own, opened the first time a request names it, so one dataset's runaway query or big document
 * costs only that dataset.
 *
 * Files: the configured dataset is `LOCAL_DATASET_PATH`; every other dataset `<name>` is
 * `datasets/<name>/dataset.ndjson` beside it (with its own log, history and `assets/`), and its settings
 * (`aclMode`, when it was made) are `dataset.json` in that folder.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { LakeConfig } from './config'
import { Dataset } from './dataset/store'
import { HttpError } from './errors'
import { ListenHub } from './listen'
import { LiveEventsHub } from './live'
import { QueryPool } from './query-pool'

/** Sanity's rule for dataset names (lower-case letters, digits, `_` and `-`, at most 64, not starting with a dash). */
export const DATASET_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/
export type AclMode = 'public' | 'private'

/** `comments`: the add-on dataset the Studio keeps comments and tasks in, made for one content dataset (`addonFor`). */
export type DatasetProfile = 'content' | 'comments'

export type DatasetInfo = {
  name: string
  aclMode: AclMode
  createdAt: string
  datasetProfile: DatasetProfile
  addonFor: string | null
}

/** The add-on dataset Sanity makes for a dataset's comments and tasks (`POST /comments/:dataset/setup`). */
export const commentsDatasetName = (dataset: string) => `${dataset}-comments`

/** One open dataset: its store and everything that serves it. */
export type OpenDataset = {
  name: string
  /** The lake's settings with this dataset's name and files. */
  config: LakeConfig
  dataset: Dataset
  pool: QueryPool
  hub: ListenHub
  live: LiveEventsHub
}

const SETTINGS_FILE = 'dataset.json'
const LAKE_STARTED = new Date().toISOString()

export class DatasetRegistry {
  private readonly open = new Map<string, Promise<OpenDataset>>()
  /** Each dataset's settings as last read or written (every request to a private dataset asks for its mode). */
  private readonly infos = new Map<string, DatasetInfo>()
  private readonly folder: string

  constructor(
    private readonly config: LakeConfig,
    configured: OpenDataset,
    private readonly log: (line: string) => void,
  ) {
    this.folder = path.join(path.dirname(config.datasetPath), 'datasets')
    this.open.set(config.dataset, Promise.resolve(configured))
  }

  /** The folder of a dataset other than the configured one. */
  private folderOf(name: string): string {
    return path.join(this.folder, name)
  }

  private fileOf(name: string): string {
    return name === this.config.dataset ? this.config.datasetPath : path.join(this.folderOf(name), 'dataset.ndjson')
  }

  exists(name: string): boolean {
    return name === this.config.dataset || (DATASET_NAME.test(name) && existsSync(this.fileOf(name)))
  }

  info(name: string): DatasetInfo {
    const fallback: DatasetInfo = {
      name,
      aclMode: 'public',
      createdAt: LAKE_STARTED,
      datasetProfile: 'content',
      addonFor: null,
    }
    if (name === this.config.dataset) return fallback
    const known = this.infos.get(name)
    if (known) return known
    let info = fallback
    try {
      const saved = JSON.parse(readFileSync(path.join(this.folderOf(name), SETTINGS_FILE), 'utf8')) as DatasetInfo
      info = {
        ...fallback,
        aclMode: saved.aclMode === 'private' ? 'private' : 'public',
        createdAt: saved.createdAt,
        ...(saved.datasetProfile === 'comments' && typeof saved.addonFor === 'string'
          ? { datasetProfile: 'comments', addonFor: saved.addonFor }
          : {}),
      }
    } catch {
      // No settings file (made by hand): a public dataset.
    }
    this.infos.set(name, info)
    return info
  }

  list(): DatasetInfo[] {
    let names: string[] = []
    try {
      names = readdirSync(this.folder).filter((name) => DATASET_NAME.test(name) && this.exists(name))
    } catch {
      // No other dataset was ever made.
    }
    return [this.config.dataset, ...names.filter((n) => n !== this.config.dataset).sort()].map((n) => this.info(n))
  }

  /** The open dataset of that name; 404 in Sanity's words when there is none. */
  async get(name: string): Promise<OpenDataset> {
    const opened = this.open.get(name)
    if (opened) return opened
    if (!this.exists(name)) throw new HttpError(404, `Dataset "${name}" not found`, 'notFound')
    const opening = this.openDataset(name)
    this.open.set(name, opening)
    opening.catch(() => this.open.delete(name))
    return opening
  }

  private async openDataset(name: string): Promise<OpenDataset> {
    const file = this.fileOf(name)
    const config: LakeConfig = {
      ...this.config,
      dataset: name,
      datasetPath: file,
      assetsDir: path.join(path.dirname(file), 'assets'),
      // Webhooks are the configured dataset's (LAKE_WEBHOOK_URL), as a Sanity webhook names its dataset.
      webhook: undefined,
    }
    const dataset = await Dataset.open(file)
    const pool = new QueryPool(dataset, config.queryLimits, this.log, { projectId: config.projectId, dataset: name })
    return { name, config, dataset, pool, hub: new ListenHub(dataset, pool), live: new LiveEventsHub(dataset, name) }
  }

  create(
    name: string,
    aclMode: unknown,
    addon: Pick<DatasetInfo, 'datasetProfile' | 'addonFor'> = { datasetProfile: 'content', addonFor: null },
  ): DatasetInfo {
    if (!DATASET_NAME.test(name))
      throw new HttpError(
        400,
        'Dataset names can only contain lowercase characters, numbers, underscores and dashes, start with a letter or number, and be at most 64 characters',
        'invalidDatasetName',
      )
    const mode = parseAclMode(aclMode)
    if (this.exists(name)) throw new HttpError(409, `Dataset "${name}" already exists`, 'conflict')
    if (this.list().length >= this.config.maxDatasets)
      throw new HttpError(
        409,
        `This lake holds at most ${this.config.maxDatasets} datasets (LAKE_MAX_DATASETS): delete one first`,
        'datasetLimitReached',
      )
    const folder = this.folderOf(name)
    mkdirSync(folder, { recursive: true })
    const info: DatasetInfo = { name, aclMode: mode ?? 'public', createdAt: new Date().toISOString(), ...addon }
    writeFileSync(path.join(folder, SETTINGS_FILE), JSON.stringify(info) + '\n')
    writeFileSync(this.fileOf(name), '')
    this.infos.set(name, info)
    this.log(`lake: created dataset ${name}`)
    return info
  }

  /**
   * The add-on dataset for a dataset's comments and tasks, made on first use as Sanity's `POST /comments/:dataset/setup`
   * makes it: private (comments name people and are not for readers), and found again by its profile afterwards.
   */
  setupComments(dataset: string): DatasetInfo {
    if (!this.exists(dataset)) throw new HttpError(404, `Dataset "${dataset}" not found`, 'notFound')
    const found = this.list().find((info) => info.datasetProfile === 'comments' && info.addonFor === dataset)
    if (found) return found
    const name = commentsDatasetName(dataset)
    if (this.exists(name))
      throw new HttpError(409, `Dataset "${name}" already exists and is not the comments dataset of "${dataset}"`)
    return this.create(name, 'private', { datasetProfile: 'comments', addonFor: dataset })
  }

  edit(name: string, aclMode: unknown): DatasetInfo {
    if (!this.exists(name)) throw new HttpError(404, `Dataset "${name}" not found`, 'notFound')
    const mode = parseAclMode(aclMode)
    if (name === this.config.dataset)
      throw new HttpError(400, `The configured dataset "${name}" is public; its settings cannot be edited`)
    const info = { ...this.info(name), ...(mode ? { aclMode: mode } : {}) }
    writeFileSync(path.join(this.folderOf(name), SETTINGS_FILE), JSON.stringify(info) + '\n')
    this.infos.set(name, info)
    return info
  }

  async delete(name: string): Promise<void> {
    if (name === this.config.dataset)
      throw new HttpError(
        400,
        `"${name}" is the dataset this lake was started with (LAKE_DATASET); it cannot be deleted while the lake runs`,
      )
    if (!this.exists(name)) throw new HttpError(404, `Dataset "${name}" not found`, 'notFound')
    const opened = this.open.get(name)
    this.open.delete(name)
    if (opened) await closeDataset(await opened)
    rmSync(this.folderOf(name), { recursive: true, force: true })
    this.infos.delete(name)
    this.log(`lake: deleted dataset ${name}`)
  }

  /** Every open dataset but the configured one (which the lake closes itself, last). */
  async closeOthers(): Promise<void> {
    const others = [...this.open.entries()].filter(([name]) => name !== this.config.dataset)
    this.open.clear()
    await Promise.all(others.map(async ([, opened]) => closeDataset(await opened.catch(() => null))))
  }
}

async function closeDataset(opened: OpenDataset | null): Promise<void> {
  if (!opened) return
  await opened.pool.close()
  await opened.dataset.close()
}

function parseAclMode(value: unknown): AclMode | undefined {
  if (value === undefined || value === null) return undefined
  if (value === 'public' || value === 'private') return value
  throw new HttpError(400, `aclMode must be "public" or "private", got ${JSON.stringify(value).slice(0, 40)}`)
}

/**
 * The dataset a request's path names, or null for a path about no dataset. Versioned paths are after the API
 * version (`/data/query/<dataset>`); unversioned ones are the public files (`/images/<project>/<dataset>/…`).
 */
export function datasetInPath(pathAfterVersion: string, versioned: boolean): string | null {
  const match = versioned
    ? (/^\/(?:data\/live\/events|data\/(?:query|doc|mutate|actions|listen|history|references|export)|assets\/(?:images|files)|socket)\/([^/]+)(?:\/|$)/.exec(
        pathAfterVersion,
      ) ?? /^\/projects\/[^/]+\/datasets\/([^/]+)\/acl$/.exec(pathAfterVersion))
    : /^\/(?:images|files)\/[^/]+\/([^/]+)\//.exec(pathAfterVersion)
  if (!match) return null
  return decodeURIComponent(match[1]!)
}
