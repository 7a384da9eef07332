/**
 * Who the Studio is talking to: ping, the current user and their key-value store, sign-in, the project and its
 * datasets (the comments add-on dataset included) with the editor's grants, and the cloud-only services the Studio
 * asks about (answered empty on purpose).
 */
import { LOCAL_USER } from '../auth'
import { canManage, datasetGrants, userShape, type LakeUser } from '../users'
import { HttpError } from '../errors'
import type { DatasetInfo } from '../datasets'
import { ANSWERED, ids, requireDataset, type LakeContext, type Route } from '../http'

const CREATED_AT = '2025-01-01T00:00:00Z'
/** The page the Studio's one sign-in option opens: how to get the link with the token. */
export const SIGN_IN_PAGE = '/auth/local'
export const SIGN_IN_TITLE = 'Sign in with your Studio link (it holds the editor token)'
const SIGN_IN_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in to the local Studio</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<h1>Sign in to the local Studio</h1>
<p>This Studio edits a local dataset on this machine. There are no accounts: you sign in with the Studio link
that ends with <code>#token=…</code>, printed in the terminal where the Studio and its local Content Lake were
started. Open that link in this browser.</p>
<p>The token is the lake's <code>LOCAL_STUDIO_TOKEN</code> setting; without it the lake makes a new one at every
start and prints it. To work with other editors, use a hosted Sanity project.</p></body></html>`

function project(id: string, users: readonly LakeUser[] = [], current?: LakeUser | null) {
  return {
    id,
    displayName: 'Local dataset',
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    metadata: {},
    maxRetentionDays: 3650,
    activityFeedEnabled: false,
    organizationId: null,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    // Every user of the project with their role, as Sanity lists members (the Studio's task and mention pickers).
    members: users.map((user) => ({
      id: user.id,
      role: user.role,
      roles: userShape(user).roles,
      isCurrentUser: user.id === current?.id,
      isRobot: false,
      createdAt: user.createdAt,
      updatedAt: user.createdAt,
    })),
    features: [],
    pendingInvites: 0,
  }
}

/** A plan of one feature, history retention, in the shape Sanity's subscriptions API answers with. */
export function projectSubscription(projectId: string) {
  const retention = {
    id: 'retention',
    name: 'Retention',
    singular: true,
    features: [
      {
        id: 'local-retention',
        variantId: 'local',
        name: 'Local history',
        price: 0,
        included: true,
        attributes: { maxRetentionDays: project(projectId).maxRetentionDays },
      },
    ],
  }
  return {
    id: `local-${projectId}`,
    projectId,
    productType: 'local',
    productId: 'local',
    customerId: null,
    planId: 'local',
    previousSubscriptionId: null,
    status: 'active',
    startedAt: CREATED_AT,
    startedBy: LOCAL_USER.id,
    endedAt: null,
    endedBy: null,
    trialUntil: null,
    plan: { id: 'local', name: 'Local dataset', resources: {}, featureTypes: { retention } },
    resources: {},
    featureTypes: { retention },
  }
}

export function projectRoutes({ config, datasets, users, publicOrigin }: LakeContext): Route[] {
  const keyValues = new Map<string, unknown>()
  const datasetInfo = (info: DatasetInfo) => ({
    name: info.name,
    aclMode: info.aclMode,
    createdAt: info.createdAt,
    createdByUserId: LOCAL_USER.id,
    addonFor: info.addonFor,
    datasetProfile: info.datasetProfile,
    features: [],
    tags: [],
  })
  return [
    {
      name: 'ping',
      methods: ['GET', 'HEAD'],
      pattern: /^\/(?:data\/)?ping(?:\/[^/]+)?$/,
      access: { origins: 'site', credentials: 'none' },
      handler: () => ({ ok: true }),
    },
    {
      name: 'users/me',
      methods: ['GET'],
      pattern: /^\/users\/me$/,
      access: { origins: 'site', credentials: 'optional' },
      // Sanity answers an anonymous caller with an empty object: the Studio then shows its sign-in screen.
      handler: (r) => (r.user ? { ...userShape(r.user), isCurrentUser: true } : {}),
    },
    {
      name: 'users/:ids',
      methods: ['GET'],
      pattern: /^\/(?:projects\/[^/]+\/)?users\/([^/]+)$/,
      access: { origins: 'site', credentials: 'required' },
      // A user the lake does not know (an id left in a document by a user since removed) is named by its id.
      handler: (r, m) => {
        const list = ids(m[1]).map((id) => {
          const user = id === 'me' ? r.user : users.byId(id)
          return user
            ? { ...userShape(user), isCurrentUser: user.id === r.user?.id }
            : { id, name: id, displayName: id, email: null, profileImage: null, imageUrl: null, provider: 'local' }
        })
        return m[1]?.includes(',') ? list : (list[0] ?? {})
      },
    },
    {
      name: 'users/me/keyvalue',
      methods: ['GET', 'PUT'],
      pattern: /^\/users\/me\/keyvalue(?:\/([^/]+))?$/,
      access: { origins: 'site', credentials: 'required' },
      handler: async (r, m) => {
        if (r.req.method === 'PUT') {
          const body = (await r.json()) as unknown
          const entries = (Array.isArray(body) ? body : [body]) as Array<{ key: string; value: unknown }>
          // Bounded like every in-memory store here: the Studio keeps a handful of preferences.
          for (const { key, value } of entries)
            if (typeof key === 'string' && (keyValues.has(key) || keyValues.size < 1000)) keyValues.set(key, value)
          return entries
        }
        return ids(m[1]).map((key) => ({ key, value: keyValues.get(key) ?? null }))
      },
    },
    {
      name: 'auth/providers',
      methods: ['GET'],
      pattern: /^\/auth\/providers$/,
      access: { origins: 'site', credentials: 'none' },
      // One "provider": a page saying where the sign-in link is (the token comes only from that link).
      handler: () => ({
        thirdPartyLogin: false,
        sso: {},
        providers: [{ name: 'local', title: SIGN_IN_TITLE, url: `${publicOrigin()}${SIGN_IN_PAGE}` }],
      }),
    },
    {
      name: 'auth/logout',
      methods: ['POST'],
      pattern: /^\/auth\/logout$/,
      access: { origins: 'site', credentials: 'none' },
      handler: () => ({ ok: true }),
    },
    {
      name: 'features',
      methods: ['GET'],
      pattern: /^\/(?:projects\/[^/]+\/)?features(?:\/.*)?$/,
      access: { origins: 'site', credentials: 'none' },
      // What the lake carries out itself: Content Releases and Scheduled Drafts (one-document releases, releases.ts),
      // and comments and tasks (their add-on dataset, `comments/:dataset/setup` below).
      handler: () => ['contentReleases', 'singleDocRelease', 'studioComments', 'sanityTasks'],
    },
    {
      // The projects the caller is a member of: this one (`sanity projects list`, `client.projects.list()`).
      name: 'projects',
      methods: ['GET'],
      pattern: /^\/projects$/,
      access: { origins: 'site', credentials: 'required' },
      handler: (r) => [project(config.projectId, users.list(), r.user)],
    },
    {
      name: 'projects/:id',
      methods: ['GET'],
      pattern: /^\/projects\/([^/]+)$/,
      access: { origins: 'site', credentials: 'optional' },
      // Its members to a signed-in user only: an anonymous page learns no names.
      handler: (r, m) => project(m[1]!, r.user ? users.list() : [], r.user),
    },
    {
      name: 'projects/:id/datasets',
      methods: ['GET'],
      pattern: /^\/(?:projects\/[^/]+\/)?datasets$/,
      access: { origins: 'site', credentials: 'none' },
      // The Studio finds its comments dataset by asking for `?datasetProfile=comments&addonFor=<dataset>`.
      handler: (r) => {
        const profile = r.url.searchParams.get('datasetProfile')
        const addonFor = r.url.searchParams.get('addonFor')
        return datasets
          .list()
          .filter((info) => (!profile || info.datasetProfile === profile) && (!addonFor || info.addonFor === addonFor))
          .map(datasetInfo)
      },
    },
    {
      // Comments and tasks live in an add-on dataset the Studio asks for on first use (AddonDatasetProvider): made
      // here as Sanity makes it, then read, written and listened to through the same data routes as any dataset.
      name: 'comments/:dataset/setup',
      methods: ['POST'],
      pattern: /^\/comments\/([^/]+)\/setup$/,
      access: { origins: 'site', credentials: 'required' },
      writes: true,
      handler: (_r, m) => {
        const info = datasets.setupComments(decodeURIComponent(m[1]!))
        return { datasetName: info.name, aclMode: info.aclMode }
      },
    },
    {
      // Sanity's projects API for one dataset (`client.datasets.create/edit/delete`, `sanity dataset create`):
      // PUT makes an empty dataset, PATCH changes its `aclMode`, DELETE removes it with its files.
      name: 'projects/:id/datasets/:dataset',
      methods: ['PUT', 'PATCH', 'DELETE'],
      pattern: /^\/(?:projects\/[^/]+\/)?datasets\/([^/]+)$/,
      access: { origins: 'site', credentials: 'required' },
      writes: true,
      handler: async (r, m) => {
        // Datasets are the project's: an administrator's to make, change and delete, as in a Sanity project.
        if (!canManage(r.user)) throw new HttpError(403, 'Only an administrator may manage datasets', 'forbidden')
        const name = decodeURIComponent(m[1]!)
        if (r.req.method === 'DELETE') {
          await datasets.delete(name)
          return { deleted: true }
        }
        const body = await r.json()
        const info = r.req.method === 'PUT' ? datasets.create(name, body.aclMode) : datasets.edit(name, body.aclMode)
        return { datasetName: info.name, aclMode: info.aclMode }
      },
    },
    {
      name: 'projects/:id/datasets/:dataset/acl',
      methods: ['GET'],
      pattern: /^\/projects\/[^/]+\/datasets\/([^/]+)\/acl$/,
      access: { origins: 'site', credentials: 'optional' },
      handler: (r, m) => {
        requireDataset(config, decodeURIComponent(m[1] ?? ''))
        // As the signed-in user's role allows: a viewer reads everything and writes nothing.
        return datasetGrants(r.user)
      },
    },
    {
      // What the editor may do in the project itself (Studio 6 asks, as `get-grants`): read it, nothing more. No
      // `deployStudio` (there is no hosted Studio; with it Studio 6 would upload its schema on every load) and no
      // `invite` (there is one local editor): the Studio hides the actions that need them. Document grants are the
      // dataset's `acl` above.
      name: 'projects/:id/grants',
      methods: ['GET'],
      pattern: /^\/projects\/[^/]+\/grants$/,
      access: { origins: 'site', credentials: 'required' },
      handler: () => ({ 'sanity.project': [{ grants: [{ name: 'read', params: {} }], config: {} }] }),
    },
    {
      // The project's plan as the Studio reads it (useProjectSubscriptions): the Releases tool shows how long a
      // published or archived release is kept from `featureTypes.retention`, and reads that path without a guard, so
      // an empty answer would break the page. Here: the history the local project keeps (`maxRetentionDays` above).
      name: 'subscriptions/project/:id',
      methods: ['GET'],
      pattern: /^\/subscriptions\/project\/([^/]+)$/,
      access: { origins: 'site', credentials: 'optional' },
      handler: (_r, m) => projectSubscription(decodeURIComponent(m[1]!)),
    },
    {
      // The caller's requests for more access (a viewer's "Ask to edit"): none. Here an administrator gives a role
      // with `npm run lake -- user add`, and the Studio does not offer to ask (sanity.config.ts).
      name: 'access/requests/me',
      methods: ['GET'],
      pattern: /^\/access\/requests\/me$/,
      access: { origins: 'site', credentials: 'optional' },
      handler: () => [],
    },
    // Cloud-only services the Studio asks about: answered empty on purpose (nothing to schedule, no telemetry, no
    // newer Studio to offer: `modules/…` is the version check, sent here by app/studio/[[...tool]]/local-cloud.ts).
    {
      name: 'cloud (answered empty)',
      methods: ['GET', 'POST'],
      pattern:
        /^\/(?:intake\/.*|schedules\/.*|help|journey\/.*|modules\/[^?]*|projects\/[^/]+\/user-applications|user-applications|descriptors\/(?:claim|synchronize)|projects\/[^/]+\/datasets\/[^/]+\/tags.*)$/,
      access: { origins: 'site', credentials: 'none' },
      handler: (r) => {
        if (r.path === '/intake/telemetry-status') return { status: 'denied' }
        if (r.path.startsWith('/schedules')) return { schedules: [] }
        if (r.path === '/help') return { resources: [], latestVersion: null }
        if (r.path.includes('user-applications') || r.path.includes('/tags')) return []
        return {}
      },
    },
  ]
}

/** Served without an API version: the sign-in help page, which any page may link to. */
export function signInRoute(): Route {
  return {
    name: 'auth/local (sign-in help page)',
    methods: ['GET'],
    pattern: new RegExp(`^${SIGN_IN_PAGE}$`),
    access: { origins: 'any', credentials: 'none' },
    handler: (r) => {
      r.res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'x-content-type-options': 'nosniff',
      })
      r.res.end(SIGN_IN_HTML)
      return ANSWERED
    },
  }
}
