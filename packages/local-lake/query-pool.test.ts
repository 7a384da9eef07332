/**
 * Hostile queries against the local Content Lake: user GROQ runs in worker threads with a time and a memory limit,
 * so a runaway query is stopped and answered with an error while everyone else is answered as usual. Each case is
 * the attack itself, sent through the real @sanity/client to a lake on a temporary copy of the seed.
 */
import { copyFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient, type SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseLakeConfig } from './config'
import { startLake, type Lake } from './server'
import { FIXTURE_DATASET } from './test-support/fixture'

const TOKEN = 'test-token-0123456789-abcdefghijklmnop'
const seed = FIXTURE_DATASET
// The query from the report: 159 bytes that made the lake answer nobody for minutes and grow past 4 GB.
const RUNAWAY = '*[]{"a": *[]{"b": *[]{"c": *[]{"d": string::split(coalesce(title, _id), "")}}}}'
let lake: Lake
let editor: SanityClient
let anonymous: SanityClient

beforeAll(async () => {
  const datasetPath = path.join(mkdtempSync(path.join(tmpdir(), 'lake-pool-')), 'dataset.ndjson')
  copyFileSync(seed, datasetPath)
  const env = {
    LOCAL_STUDIO_TOKEN: TOKEN,
    LOCAL_DATASET_PATH: datasetPath,
    LAKE_HOST: '127.0.0.1',
    // Tight limits keep the test short; the defaults are 5 s and 256 MB.
    LAKE_QUERY_TIMEOUT_MS: '1500',
    LAKE_QUERY_MEMORY_MB: '96',
  }
  lake = await startLake(parseLakeConfig(env, undefined, 0), { log: () => {} })
  const base = { projectId: 'local', dataset: 'production', apiVersion: '2025-02-19', apiHost: lake.origin }
  editor = createClient({ ...base, useProjectHostname: false, useCdn: false, token: TOKEN, maxRetries: 0 })
  anonymous = createClient({ ...base, useProjectHostname: false, useCdn: false, maxRetries: 0 })
})

afterAll(() => lake?.close())

describe('bounded queries', () => {
  it('stops the reported runaway query with a Sanity-shaped error, and answers the editor meanwhile', async () => {
    const order: string[] = []
    const runaway = anonymous.fetch(RUNAWAY).then(
      () => order.push('runaway answered'),
      (error: { statusCode?: number; responseBody?: string }) => {
        order.push('runaway stopped')
        return error
      },
    )
    // Sent while the runaway query runs: the editor's queries and a write are answered before it is stopped.
    const title = await editor.fetch<string>('*[_id == "siteSettings"][0].organizationName')
    order.push('editor answered')
    await editor.createOrReplace({ _id: 'faq-pool', _type: 'faqItem', question: 'Still writing?', answer: 'Yes.' })
    order.push('editor wrote')
    const error = (await runaway) as { statusCode?: number; responseBody?: string }
    expect(title).toBe('HealthWise Hub')
    expect(order).toEqual(['editor answered', 'editor wrote', 'runaway stopped'])
    expect([408, 413]).toContain(error.statusCode)
    const body = JSON.parse(error.responseBody ?? '{}') as { error?: { type?: string; description?: string } }
    expect(body.error?.type).toMatch(/^query(Timeout|MemoryLimit)$/)
    expect(body.error?.description).toMatch(/was stopped: ask for less$/)
  })

  it('keeps serving after stopping a query: the worker is replaced and sees the latest writes', async () => {
    await expect(anonymous.fetch(RUNAWAY)).rejects.toMatchObject({ statusCode: expect.any(Number) })
    await editor.patch('faq-pool').set({ question: 'After the replacement?' }).commit()
    expect(await anonymous.fetch('*[_id == "faq-pool"][0].question')).toBe('After the replacement?')
  })

  it('refuses a query text over 64 KB with 413', async () => {
    const long = `*[_id == "${'x'.repeat(70 * 1024)}"]`
    await expect(anonymous.fetch(long, {}, { method: 'POST' } as never)).rejects.toMatchObject({ statusCode: 413 })
  })

  it('ends a listener whose filter runs over its limit with a channelError event', async () => {
    const big = 'ab'.repeat(20_000)
    await editor.createOrReplace({ _id: 'big-doc', _type: 'faqItem', question: 'Big', answer: big })
    const filter = '*[_id == "big-doc" && count(string::split(answer, "")[string::split(^.answer, "") != []]) > 0]'
    const events: string[] = []
    const ended = new Promise<void>((resolve) => {
      const subscription = anonymous
        .listen(filter, {}, { events: ['welcome', 'mutation', 'channelError'] as never })
        .subscribe({
          next: (event) => {
            events.push((event as { type: string }).type)
            if ((event as { type: string }).type === 'channelError') {
              subscription.unsubscribe()
              resolve()
            }
          },
          error: () => {
            events.push('error')
            resolve()
          },
        })
    })
    await expect.poll(() => events.includes('welcome')).toBe(true)
    await editor.patch('big-doc').set({ question: 'Big, again' }).commit()
    await ended
    expect(events.filter((e) => e === 'mutation')).toEqual([])
    expect(events.some((e) => e === 'channelError' || e === 'error')).toBe(true)
    // The lake still answers.
    expect(await anonymous.fetch('*[_id == "siteSettings"][0].organizationName')).toBe('HealthWise Hub')
  })
})
