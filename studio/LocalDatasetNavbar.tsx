import { type NavbarProps, useCurrentUser } from 'sanity'
import { MEDICAL_REVIEWER_ROLE } from '../schemas/rules/review-workflow'

/** What each of the local lake's roles may do here, in the words of the review gate. */
const ROLE_ALLOWS: Record<string, string> = {
  administrator: 'may edit, submit, publish approved versions and manage the datasets, but not approve',
  editor: 'may edit, submit for medical review and publish what a medical reviewer approved',
  [MEDICAL_REVIEWER_ROLE]: 'may edit, and approve a version someone else changed last',
  viewer: 'may read everything and change nothing',
}

/**
 * The Studio's navigation bar in local mode, with a line saying where edits go (the local dataset file, through the
 * local Content Lake, on this machine only) and what a hosted project adds. It names who is signed in and their role
 * in words: several people share this machine's Studio, each with their own link, and what they may do (approve,
 * publish) depends on which one they are, which an avatar's initials do not say.
 */
export function LocalDatasetNavbar(props: NavbarProps) {
  const user = useCurrentUser()
  const roles = (user?.roles ?? [])
    .map((role) => [role.title || role.name, ROLE_ALLOWS[role.name]].filter(Boolean).join(': '))
    .join('; ')
  return (
    <>
      <div
        role="status"
        data-testid="local-dataset-banner"
        style={{
          background: '#fff4d6',
          color: '#3d2a00',
          borderBottom: '1px solid #e0c46c',
          padding: '6px 12px',
          fontSize: 13,
          lineHeight: 1.4,
        }}
      >
        {user?.name ? (
          <span data-testid="signed-in-as">
            Signed in as <strong>{user.name}</strong>
            {roles ? ` — ${roles}` : ''}.{' '}
          </span>
        ) : null}
        <strong>Local dataset</strong> — edits, releases, scheduling, comments and tasks are kept on this machine, for
        the people this lake knows; nobody is notified of a mention or a task by e-mail. To work with editors on other
        machines, connect a Sanity project (README: “Connect a real Sanity project”).
      </div>
      {props.renderDefault(props)}
    </>
  )
}
