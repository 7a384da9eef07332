/**
 * The shared cache's connection to Redis and the in-process copy that keeps pages answering while Redis is away.
 * One per copy of this module (Next makes a cache handler per request; the client lives here, at module level): the
 * handler's, which Next loads once per process, and the revalidation webhook's, bundled with its route, which only
 * records tag states. Both see the same outage; only the handler's logs it (the webhook's answers 503 instead), so an
 * outage is one warning per process. Plain JavaScript: Next imports the handler unbundled.
 *
 * Every Redis call is bounded: no offline queue (a command while disconnected fails at once instead of waiting), a
 * per-command timeout, a connect timeout, and reads of at most `maxEntryBytes`. A failed call is a miss or a skipped
 * write, never an error for the page; the first failure of an outage logs one warning, the return logs one line.
 */
import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'

// Loaded only with REDIS_URL set: a single instance without Redis starts as before (the client costs start-up time
// and memory: docs/performance.md, "Figures behind the code").
const redis = process.env.REDIS_URL?.trim() ? await import('@redis/client') : null

const MB = 1024 * 1024
// While Redis hangs, one call a second finds out whether it answers again.
const PROBE_INTERVAL_MS = 1000
// Failed calls with no answer for this long are an outage (one warning).
const SILENCE_OUTAGE_MS = 1000

/** A positive number from the environment, else `fallback` (a typo must not turn a limit off). */
function positive(raw, fallback) {
  const n = Number(raw)
  return raw !== undefined && raw !== '' && Number.isFinite(n) && n > 0 ? n : fallback
}

/** The shared cache's settings (docs/deploy.md, "Shared cache (Redis)"); null without REDIS_URL. */
export function sharedCacheSettings(env = process.env) {
  const url = env.REDIS_URL?.trim()
  if (!url) return null
  return {
    url,
    keyPrefix: env.REDIS_KEY_PREFIX?.trim() || 'site:',
    timeoutMs: positive(env.REDIS_TIMEOUT_MS, 300),
    connectTimeoutMs: positive(env.REDIS_CONNECT_TIMEOUT_MS, 1000),
    maxEntryBytes: Math.floor(positive(env.REDIS_MAX_ENTRY_MB, 8) * MB),
    maxTtlSeconds: Math.floor(positive(env.REDIS_MAX_TTL_SECONDS, 7 * 24 * 3600)),
    localBytes: Math.floor(positive(env.SHARED_CACHE_LOCAL_MB, 32) * MB),
  }
}

/**
 * Least recently used entries, bounded by their encoded size in bytes. An entry larger than a quarter of the budget is
 * not kept (it would push out everything else for one page), and storing one drops the key's older entry.
 */
export class BoundedLocalCache {
  constructor(maxBytes) {
    const budget = Math.max(1, Math.floor(maxBytes))
    this.lru = new LRUCache({ maxSize: budget, maxEntrySize: Math.max(1, Math.floor(budget / 4)) })
  }

  /** The bytes held now. */
  get bytes() {
    return this.lru.calculatedSize
  }

  get(key) {
    return this.lru.get(key)
  }

  set(key, entry, size) {
    // lru-cache counts whole, positive sizes.
    this.lru.set(key, entry, { size: Math.max(1, Math.ceil(size)) })
  }

  delete(key) {
    this.lru.delete(key)
  }
}

// Tag state in Redis: one hash field per tag, "<stale ms>:<expired ms>" (expired may be empty). `stale` is the time of
// the tag's last revalidation, so of two states the one with the later `stale` is the later revalidation.
export function parseTagState(raw) {
  if (raw === null || raw === undefined) return undefined
  const text = Buffer.isBuffer(raw) ? raw.toString('latin1') : String(raw)
  if (text.length > 64) return undefined
  const [staleText, expiredText = ''] = text.split(':')
  const stale = Number(staleText)
  if (!staleText || !Number.isFinite(stale) || stale < 0) return undefined
  const expired = expiredText === '' ? undefined : Number(expiredText)
  if (expired !== undefined && (!Number.isFinite(expired) || expired < 0)) return undefined
  return { stale, expired }
}

export function formatTagState(state) {
  return `${state.stale}:${state.expired ?? ''}`
}

/** Redis keys are bounded: a key past 512 characters (a hostile URL) is replaced by its hash. */
export function boundedKey(prefix, key) {
  const full = `${prefix}${key}`
  return full.length <= 512 ? full : `${prefix}#${createHash('sha256').update(key).digest('hex')}`
}

class Unavailable extends Error {}

export class SharedStore {
  /** `reportsOutages: false`: a second copy in the process (the webhook's), whose outages the handler's copy reports. */
  constructor(settings, log = console, { reportsOutages = true } = {}) {
    this.settings = settings
    this.log = reportsOutages ? log : { warn: () => {} }
    this.local = new BoundedLocalCache(settings.localBytes)
    this.outage = false
    this.lastAnswer = Date.now()
    this.client = redis.createClient({
      url: settings.url,
      // RESP2, not the client's RESP3 default: the commands here answer alike in both, RESP2 needs no HELLO on connect
      // (any Redis-compatible server), and it leaves the Enterprise maintenance mode off, which would stretch the
      // deadlines below during a failover.
      RESP: 2,
      disableOfflineQueue: true,
      socket: {
        connectTimeout: settings.connectTimeoutMs,
        // Keep trying, at most every 2 s, so the shared cache is used again soon after Redis returns.
        reconnectStrategy: (retries) => Math.min(100 * 2 ** Math.min(retries, 5), 2000),
      },
      commandOptions: {
        // The client's own deadline only clears commands left behind by ours (see call).
        timeout: settings.timeoutMs * 2,
        typeMapping: { [redis.RESP_TYPES.BLOB_STRING]: Buffer },
      },
    })
    // Without a listener an 'error' event would end the process.
    this.client.on('error', (error) => this.down(error))
    this.client.on('ready', () => {
      this.lastAnswer = Date.now()
      this.up()
    })
    // Requests that arrive while the process first connects wait for it, at most the connect timeout; after that a
    // disconnected client fails at once (no offline queue).
    this.connecting = Promise.race([
      this.client.connect().catch((error) => this.down(error)),
      new Promise((resolve) => setTimeout(resolve, settings.connectTimeoutMs).unref()),
    ]).then(() => {
      this.connecting = null
    })
  }

  /** Drops the connection and stops reconnecting (tests; a server's store lives as long as its process). */
  close() {
    this.client.destroy()
  }

  get available() {
    return this.client.isReady
  }

  up() {
    if (!this.outage) return
    this.outage = false
    this.log.warn('[shared cache] Redis answers again: the shared cache is in use again.')
  }

  /** One warning per outage, not one per request. */
  down(error) {
    if (this.outage) return
    this.outage = true
    this.nextProbe = Date.now() + PROBE_INTERVAL_MS
    this.log.warn(
      `[shared cache] Redis at ${redact(this.settings.url)} is unreachable or too slow (${error?.message || error}): pages are ` +
        "served from this process's own cache until it returns; revalidation webhooks answer 503 meanwhile.",
    )
  }

  /**
   * Runs a Redis call with the settings' deadline; throws Unavailable when Redis cannot answer in time.
   *
   * The deadline gives a reply that has already arrived one more turn of the event loop: on a busy server the timer
   * and the reply become due together, and the timer must not win. Calls failing with no answer from Redis for a
   * second are an outage (Redis hangs, or the network does; a lost connection is reported by the client's 'error'
   * event instead), not a few late replies on a saturated machine: then one call a second probes Redis and the others
   * fail at once, rather than each waiting out the deadline.
   */
  async call(run) {
    if (this.connecting) await this.connecting
    if (!this.client.isReady) throw new Unavailable('not connected')
    if (this.outage) {
      if (Date.now() < this.nextProbe) throw new Unavailable('waiting for Redis')
      this.nextProbe = Date.now() + PROBE_INTERVAL_MS
    }
    let timer
    try {
      const result = await Promise.race([
        run(this.client),
        new Promise((_, reject) => {
          timer = setTimeout(() => setImmediate(() => reject(new Unavailable('timeout'))), this.settings.timeoutMs)
        }),
      ])
      this.lastAnswer = Date.now()
      this.up()
      return result
    } catch (error) {
      if (Date.now() - this.lastAnswer >= SILENCE_OUTAGE_MS) this.down(error)
      throw error instanceof Unavailable ? error : new Unavailable(String(error?.message || error))
    } finally {
      clearTimeout(timer)
    }
  }

  /**
   * The stored bytes for `key`: null when there are none or they exceed the entry limit (read only up to it, so a huge
   * value never enters this process); undefined when Redis is unavailable.
   */
  async read(key) {
    try {
      const max = this.settings.maxEntryBytes
      const bytes = await this.call((c) => c.getRange(key, 0, max))
      if (!bytes || bytes.length === 0) return null
      return bytes.length > max ? null : bytes
    } catch {
      return undefined
    }
  }

  /** Stores bytes with a time to live; false when Redis is unavailable or the value is over the entry limit. */
  async write(key, bytes, ttlSeconds) {
    if (bytes.length > this.settings.maxEntryBytes) return false
    try {
      await this.call((c) => c.set(key, bytes, { expiration: { type: 'EX', value: ttlSeconds } }))
      return true
    } catch {
      return false
    }
  }

  /** Tag states by tag (missing or unreadable ones absent); undefined when Redis is unavailable. */
  async tagStates(hashKey, tags) {
    if (tags.length === 0) return new Map()
    try {
      const values = await this.call((c) => c.hmGet(hashKey, tags))
      const states = new Map()
      tags.forEach((tag, i) => {
        const state = parseTagState(values?.[i])
        if (state) states.set(tag, state)
      })
      return states
    } catch {
      return undefined
    }
  }

  /** Records tag states; false when Redis is unavailable. */
  async writeTagStates(hashKey, states) {
    if (states.size === 0) return true
    try {
      const fields = {}
      for (const [tag, state] of states) fields[tag] = formatTagState(state)
      await this.call((c) => c.hSet(hashKey, fields))
      return true
    } catch {
      return false
    }
  }
}

function redact(url) {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'REDIS_URL'
  }
}

/** @type {{ store: SharedStore | null } | undefined} */
let made

/**
 * This module's shared store (created on first use), or null without REDIS_URL. The first caller's `options` hold: the
 * handler creates its copy's store, the webhook's route (its own copy of this module) creates a quiet one.
 */
export function sharedStore(env = process.env, options = {}) {
  if (made) return made.store
  const settings = sharedCacheSettings(env)
  made = { store: settings && redis ? new SharedStore(settings, console, options) : null }
  return made.store
}
