/**
 * The project's people, as a Sanity project has them: named users, each with one role and a token of their own. The
 * lake's own token (LOCAL_STUDIO_TOKEN) is the project's administrator; everyone else is in the users file, kept in
 * the lake's data folder beside the dataset (`users.json`, never in a dataset file), which `npm run lake -- user
 * add` and a host's start script write and the lake reads again whenever it changes. A host may name sample users
 * to make on first start (a seed); their tokens are made then, on this machine, never committed.
 */
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { sameSecret } from './secret'

/** The roles of a Sanity project the lake knows, with what each may do. */
export const ROLES = {
  administrator: {
    title: 'Administrator',
    description: 'Read and write all documents, manage the project and its datasets',
    writes: true,
    manages: true,
  },
  editor: { title: 'Editor', description: 'Read and write all documents', writes: true, manages: false },
  'medical-reviewer': {
    title: 'Medical reviewer',
    description: 'Read and write all documents; the role a publish gate may ask an approval to be made by',
    writes: true,
    manages: false,
  },
  viewer: {
    title: 'Viewer',
    description: 'Read all documents, drafts included; write nothing',
    writes: false,
    manages: false,
  },
} as const

export type RoleName = keyof typeof ROLES
export const ROLE_NAMES = Object.keys(ROLES) as RoleName[]

export function isRoleName(value: unknown): value is RoleName {
  return typeof value === 'string' && Object.hasOwn(ROLES, value)
}

/** A user as the users file keeps it. */
export type StoredUser = {
  id: string
  name: string
  email: string
  role: RoleName
  token: string
  /** A fictional user made from a host's seed: shown as a sample. */
  sample?: boolean
  createdAt: string
}

/** A user a host's seed names (no token: it is made on this machine). */
export type SeedUser = { id: string; name: string; email?: string; role: RoleName }

/** Who made a request: a user of the project, or null (anonymous). */
export type LakeUser = Omit<StoredUser, 'token'>

export const ADMIN_ID = 'p-local-editor'

/** The administrator, whose token is the lake's own (LOCAL_STUDIO_TOKEN). */
export const ADMIN_USER: LakeUser = {
  id: ADMIN_ID,
  name: 'Local editor',
  email: 'editor@localhost',
  role: 'administrator',
  createdAt: '2025-01-01T00:00:00Z',
}

/** The users file for a dataset file: in the same folder. */
export function usersFileFor(datasetPath: string): string {
  return path.join(path.dirname(datasetPath), 'users.json')
}

export function readUsersFile(file: string): StoredUser[] {
  if (!existsSync(file)) return []
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { users?: unknown }
  const list = Array.isArray(parsed.users) ? parsed.users : []
  return list.filter(
    (u): u is StoredUser =>
      Boolean(u) &&
      typeof (u as StoredUser).id === 'string' &&
      typeof (u as StoredUser).name === 'string' &&
      typeof (u as StoredUser).token === 'string' &&
      (u as StoredUser).token.length >= 32 &&
      isRoleName((u as StoredUser).role),
  )
}

function writeUsersFile(file: string, users: StoredUser[]): void {
  mkdirSync(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  // The file holds sign-in tokens: its owner's alone, whatever the umask.
  writeFileSync(temporary, JSON.stringify({ users }, null, 2) + '\n', { mode: 0o600 })
  renameSync(temporary, file)
}

const newToken = () => randomBytes(32).toString('base64url')

function slug(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'user'
  )
}

/** Adds a user with a new token to the users file, and returns them (token included: it is shown once, to the caller). */
export function addUser(file: string, name: string, role: RoleName, now = new Date()): StoredUser {
  const trimmed = name.trim()
  if (!trimmed || trimmed.length > 100) throw new Error('A user needs a name of 1 to 100 characters')
  if (!isRoleName(role)) throw new Error(`The role must be one of ${ROLE_NAMES.join(', ')}`)
  const users = readUsersFile(file)
  const base = `p-${slug(trimmed)}`
  let id = base
  for (let n = 2; id === ADMIN_ID || users.some((u) => u.id === id); n++) id = `${base}-${n}`
  const user: StoredUser = {
    id,
    name: trimmed,
    email: `${id.slice(2)}@localhost`,
    role,
    token: newToken(),
    createdAt: now.toISOString(),
  }
  writeUsersFile(file, [...users, user])
  return user
}

/**
 * Makes the seed's sample users the first time (when the users file does not exist yet, or lacks one of them) and
 * returns every user in the file. A user already there keeps their token.
 */
export function ensureSeedUsers(file: string, seed: readonly SeedUser[], now = new Date()): StoredUser[] {
  // A sample is the seed's: when the seed renames it, so does the file (its token stays).
  let renamed = false
  const users = readUsersFile(file).map((user) => {
    const named = user.sample ? seed.find((s) => s.id === user.id) : undefined
    if (!named || named.name === user.name) return user
    renamed = true
    return { ...user, name: named.name }
  })
  const missing = seed.filter((s) => !users.some((u) => u.id === s.id))
  if (!missing.length && !renamed && existsSync(file)) return users
  const made = missing.map((s): StoredUser => ({
    id: s.id,
    name: s.name,
    email: s.email ?? `${s.id.replace(/^p-/, '')}@localhost`,
    role: s.role,
    token: newToken(),
    sample: true,
    createdAt: now.toISOString(),
  }))
  const all = [...users, ...made]
  writeUsersFile(file, all)
  return all
}

/** The project's users as the lake sees them now: the administrator, then the users file (re-read when it changes). */
export class UserDirectory {
  private cached: { stamp: string; users: StoredUser[] } | undefined

  constructor(
    private readonly adminToken: string,
    readonly file: string,
  ) {}

  private stored(): StoredUser[] {
    let stamp = 'none'
    try {
      const s = statSync(this.file)
      stamp = `${s.mtimeMs}:${s.size}:${s.ino}`
    } catch {
      stamp = 'none'
    }
    if (this.cached?.stamp !== stamp) {
      let users: StoredUser[] = []
      try {
        users = readUsersFile(this.file)
      } catch {
        users = [] // a file being written by hand and not valid JSON yet: nobody but the administrator
      }
      this.cached = { stamp, users }
    }
    return this.cached.users
  }

  /** Every user, the administrator first (without tokens). */
  list(): LakeUser[] {
    return [ADMIN_USER, ...this.stored().map(withoutToken)]
  }

  byId(id: string): LakeUser | undefined {
    return this.list().find((u) => u.id === id)
  }

  /** The user a token belongs to, or null. */
  byToken(token: string): LakeUser | null {
    if (!token) return null
    if (sameSecret(token, this.adminToken)) return ADMIN_USER
    // Compared by digest so that no early exit tells how much of a token matched.
    const digest = createHash('sha256').update(token).digest('hex')
    for (const user of this.stored())
      if (sameSecret(digest, createHash('sha256').update(user.token).digest('hex'))) return withoutToken(user)
    return null
  }
}

function withoutToken(user: StoredUser): LakeUser {
  const { token: _token, ...rest } = user
  void _token
  return rest
}

export function canWrite(user: LakeUser | null | undefined): boolean {
  return Boolean(user && ROLES[user.role].writes)
}

export function canManage(user: LakeUser | null | undefined): boolean {
  return Boolean(user && ROLES[user.role].manages)
}

/**
 * A person's initials: the first letters of the first and last words of their name, leaving out a note in brackets
 * ("(sample editor)") and a title before it ("Dr.", "Prof."). The Studio's own avatar takes the first and last words
 * of the whole name, so a labelled sample, "Dr. Sofia Reyes (sample medical reviewer)", would read "DR".
 */
export function initialsOf(name: string): string {
  const words = name
    .replace(/\([^)]*\)/gu, ' ')
    .split(/\s+/u)
    .map((word) => word.replace(/[^\p{L}]/gu, ''))
    .filter(Boolean)
  while (words.length > 1 && TITLES.has((words[0] ?? '').toLowerCase())) words.shift()
  const first = [...(words[0] ?? '')][0]
  if (!first) return '?'
  const last = words.length > 1 ? ([...(words.at(-1) ?? '')][0] ?? '') : ''
  return (first + last).toLocaleUpperCase()
}

const TITLES = new Set(['dr', 'dra', 'prof', 'mr', 'mrs', 'ms', 'mx', 'sr', 'sra'])

/** Backgrounds with at least 4.5:1 contrast against white text, one picked per person. */
const AVATAR_COLOURS = ['#1d4ed8', '#047857', '#7c3aed', '#b91c1c', '#0f766e', '#9d174d', '#92400e', '#374151']

/**
 * The picture the Studio shows for a person (`imageUrl`): their initials on a colour of their own, as an inline
 * image, so nothing is fetched and the sample labels do not become the initials.
 */
export function avatarOf(user: Pick<LakeUser, 'id' | 'name'>): string {
  const hash = createHash('sha256').update(user.id).digest()
  const colour = AVATAR_COLOURS[(hash[0] ?? 0) % AVATAR_COLOURS.length]
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${colour}"/>` +
    `<text x="32" y="42" text-anchor="middle" font-family="system-ui,sans-serif" font-size="26" font-weight="600" ` +
    `fill="#fff">${initialsOf(user.name)}</text></svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

/** The user as `/users/me` and `/users/:ids` answer: Sanity's CurrentUser shape. */
export function userShape(user: LakeUser) {
  const role = ROLES[user.role]
  return {
    id: user.id,
    name: user.name,
    displayName: user.name,
    email: user.email,
    // The Studio draws the signed-in person from `profileImage` and everyone else from `imageUrl`.
    profileImage: avatarOf(user),
    imageUrl: avatarOf(user),
    provider: 'local',
    role: user.role,
    roles: [{ name: user.role, title: role.title, description: role.description }],
    isCurrentUser: false,
  }
}

/** The dataset grants (`/projects/:id/datasets/:dataset/acl`) for a role: read only, or everything. */
export function datasetGrants(user: LakeUser | null) {
  if (!user) return [{ filter: '_id in path("*")', permissions: ['read'] }]
  if (!canWrite(user)) return [{ filter: '_id in path("**")', permissions: ['read', 'history'] }]
  return [{ filter: '_id in path("**")', permissions: ['read', 'create', 'update', 'history', 'editHistory'] }]
}

/** The document grants of a role, as a Sanity group lists them. */
function grantsOf(role: RoleName) {
  return ROLES[role].writes
    ? [{ filter: '_id in path("**")', permissions: ['read', 'create', 'update', 'history', 'editHistory'] }]
    : [{ filter: '_id in path("**")', permissions: ['read', 'history'] }]
}

/**
 * The project's groups as Sanity keeps them, one `system.group` document a role (`_.groups.<role>`), with its members'
 * ids and its grants: the Studio checks a person's grants on a document from these before it offers them as a task's
 * assignee or in a comment's mentions (a person in no group is shown greyed, "Unauthorized").
 */
export function systemGroups(users: readonly LakeUser[]) {
  return ROLE_NAMES.map((role) => ({
    _id: `_.groups.${role}`,
    _type: 'system.group',
    _rev: 'local',
    _createdAt: '2025-01-01T00:00:00Z',
    _updatedAt: '2025-01-01T00:00:00Z',
    members: users.filter((user) => user.role === role).map((user) => user.id),
    grants: grantsOf(role),
  }))
}
