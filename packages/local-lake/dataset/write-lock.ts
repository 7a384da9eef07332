/**
 * One writer at a time on a dataset file, across processes. The lake holds `<dataset>.lock` while it writes (each
 * transaction, from catching up with the file to the flushed log line, and each fold); anything else that replaces
 * the file while the lake runs (a test's fixture, a tool) holds it from its read of the data to its rename.
 *
 * Without it both sides lose work (seen in the e2e suite): a fold that read the data before a replacement renamed
 * its own copy over it afterwards, and a transaction logged between a replacement's read and its rename was
 * acknowledged, then dropped when the lake loaded the replacement. An edit made in a text editor takes no lock: the
 * lake still loads it before its next write, but an edit made in the instant of a write can lose that write or itself.
 *
 * The lock is a file created exclusively (`wx`) holding its holder's process id, so it works between any processes
 * on one machine. A holder that died (a crash, `kill -9`) leaves it behind: a lock whose process is gone is broken at
 * once, so a lake restarted after a crash writes at once; one older than `STALE_LOCK_MS` is broken too (a holder on
 * another machine sharing the folder). Every live holder's work is short (a log line, one rewrite of the file).
 */
import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs'
import { open, readFile, rm, stat } from 'node:fs/promises'

export const lockFileFor = (file: string) => `${file}.lock`

/** A lock this old belongs to a writer that died; a live one holds it for milliseconds. */
export const STALE_LOCK_MS = 30_000

const RETRY_MS = 5

const busy = (error: unknown) => {
  if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
}

/** Whether process `pid` runs on this machine (EPERM: it does, as another user). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * A lock left by a holder that died: its process is gone, or it is too old. A lock just created and not yet holding
 * its id (empty), or gone meanwhile (undefined), is not stale: try again.
 */
function stale(content: string | undefined, mtimeMs: number | undefined): boolean {
  if (content === undefined || mtimeMs === undefined) return false
  if (Date.now() - mtimeMs > STALE_LOCK_MS) return true
  const pid = Number(content)
  return content !== '' && Number.isInteger(pid) && pid > 0 && pid !== process.pid && !alive(pid)
}

/** Runs `work` holding the dataset's write lock, waiting for another holder to finish. */
export async function withWriteLock<T>(file: string, work: () => Promise<T>): Promise<T> {
  const lock = lockFileFor(file)
  for (;;) {
    try {
      const handle = await open(lock, 'wx')
      await handle.writeFile(String(process.pid)).finally(() => handle.close())
      break
    } catch (error) {
      busy(error)
      // Gone meanwhile (released): undefined, and not stale; try again.
      const content = await readFile(lock, 'utf8').catch(() => undefined)
      const mtimeMs = await stat(lock).then(
        (s) => s.mtimeMs,
        () => undefined,
      )
      if (stale(content, mtimeMs)) await rm(lock, { force: true })
      else await new Promise((resolve) => setTimeout(resolve, RETRY_MS))
    }
  }
  try {
    return await work()
  } finally {
    await rm(lock, { force: true })
  }
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)

const orUndefined = <T>(read: () => T): T | undefined => {
  try {
    return read()
  } catch {
    return undefined
  }
}

/** `withWriteLock` for a synchronous writer (a script, a test helper). */
export function withWriteLockSync<T>(file: string, work: () => T): T {
  const lock = lockFileFor(file)
  for (;;) {
    try {
      const fd = openSync(lock, 'wx')
      try {
        writeSync(fd, String(process.pid))
      } finally {
        closeSync(fd)
      }
      break
    } catch (error) {
      busy(error)
      const content = orUndefined(() => readFileSync(lock, 'utf8'))
      if (
        stale(
          content,
          orUndefined(() => statSync(lock).mtimeMs),
        )
      )
        rmSync(lock, { force: true })
      else pause(RETRY_MS)
    }
  }
  try {
    return work()
  } finally {
    rmSync(lock, { force: true })
  }
}
