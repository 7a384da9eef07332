/**
 * Which review dialog is open, or which version a Publish click is waiting to publish, kept outside React: the Studio
 * mounts a document's actions again at times (after it opens, after an approval), and an action's own state goes
 * with it, so a dialog an editor had just opened closed before it showed, and a Publish click taken while the Studio
 * checked the approved version was dropped. A new instance of the same action on the same document resumes what was
 * asked within the last half minute and not finished or cancelled since.
 */
const RESUME_WITHIN_MS = 30_000

const opened = new Map<string, { open: string; at: number }>()

export function rememberDialog<T extends string>(key: string, open: T | false, now = Date.now()): void {
  if (open) opened.set(key, { open, at: now })
  else opened.delete(key)
}

export function resumedDialog<T extends string>(key: string, now = Date.now()): T | false {
  const entry = opened.get(key)
  if (!entry) return false
  if (now - entry.at >= RESUME_WITHIN_MS) {
    opened.delete(key)
    return false
  }
  return entry.open as T
}
