/**
 * `npm start -- user add NAME --role ROLE` (`npm run lake -- user add …` at a host's root): adds a user to the lake's
 * users file and prints their sign-in link, the token alone on the last line (for a script to take). A running lake
 * sees the new user at their first request. `user list` prints the users without their tokens.
 */
import { parseLakeConfig } from './config'
import { addUser, isRoleName, readUsersFile, ROLE_NAMES } from './users'

/** The Studio address a sign-in link opens (LAKE_STUDIO_URL; else the site's origin and `/studio`). */
export function studioUrl(env: Record<string, string | undefined>, siteOrigin: string | undefined): string {
  return env.LAKE_STUDIO_URL?.trim() || `${siteOrigin ?? 'http://localhost:3000'}/studio`
}

/** A Studio link that signs its holder in: Sanity's Studio takes a token from the `#token=` fragment. */
export function signInLink(studio: string, token: string): string {
  return `${studio}#token=${encodeURIComponent(token)}`
}

const USAGE = `usage: user add NAME --role ${ROLE_NAMES.join('|')}
       user list`

/** Runs the command; returns the lines to print and the exit code. */
export function runUserCommand(args: string[], env: Record<string, string | undefined>, cwd = process.cwd()) {
  const config = parseLakeConfig(env, cwd, 0)
  const [verb, ...rest] = args
  if (verb === 'list') {
    const lines = readUsersFile(config.usersPath).map(
      (u) => `${u.id}\t${u.role}\t${u.name}${u.sample ? ' (sample)' : ''}`,
    )
    return { code: 0, lines: ['p-local-editor\tadministrator\tLocal editor (LOCAL_STUDIO_TOKEN)', ...lines] }
  }
  const roleAt = rest.indexOf('--role')
  const role = roleAt >= 0 ? rest[roleAt + 1] : undefined
  const name = rest.filter((_, i) => i !== roleAt && i !== roleAt + 1).join(' ')
  if (verb !== 'add' || !name.trim() || !isRoleName(role)) return { code: 2, lines: [USAGE] }
  const user = addUser(config.usersPath, name, role)
  return {
    code: 0,
    lines: [
      `Added ${user.name} (${user.id}), ${user.role}, to ${config.usersPath}.`,
      `Sign-in link (it signs its holder in as ${user.name}: give it to them alone):`,
      `  ${signInLink(studioUrl(env, config.siteOrigin), user.token)}`,
      'Token:',
      user.token,
    ],
  }
}
