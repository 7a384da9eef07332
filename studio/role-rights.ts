/**
 * What a signed-in person's roles let them do, for the actions Sanity's own permission checks do not cover: ours
 * (Unpublish in the drafts view, Submit for review) and the gates on Publish and Schedule, whose reason would otherwise
 * be the missing medical approval even for someone who may never publish.
 */
import type { CurrentUser } from 'sanity'

/** Roles that may read or draft but never publish or unpublish: Sanity's viewer and contributor, the lake's viewer. */
const ROLES_THAT_CANNOT_PUBLISH = new Set(['viewer', 'contributor'])
/** Roles that may only read. */
const ROLES_THAT_CANNOT_WRITE = new Set(['viewer'])

type SignedIn = Pick<CurrentUser, 'roles'> | null

/** Whether any of the user's roles is outside `refused` (unknown while the user loads: the other checks decide then). */
const anyRoleOutside = (user: SignedIn, refused: ReadonlySet<string>): boolean =>
  !user || user.roles.length === 0 || user.roles.some((role) => !refused.has(role.name))

/** Whether any of the user's roles may publish. */
export const roleMayPublish = (user: SignedIn): boolean => anyRoleOutside(user, ROLES_THAT_CANNOT_PUBLISH)

/** Whether any of the user's roles may change documents at all. */
export const roleMayWrite = (user: SignedIn): boolean => anyRoleOutside(user, ROLES_THAT_CANNOT_WRITE)

/** Why an action is refused to this user's role, naming the role as the Studio's form does ("Viewer"). */
export function roleRefusal(user: SignedIn, doing: string): string {
  const role = user?.roles[0]
  return `Your role${role ? `, ${role.title || role.name},` : ''} cannot ${doing}.`
}
