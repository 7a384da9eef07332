/**
 * The project's people in the e2e runs, as `npm run start` makes them (studio/lake-gate.ts, SAMPLE_USERS): a sample
 * editor and a sample medical reviewer beside the administrator, in `users.json` beside the test dataset, which the
 * lake reads. Their tokens are fixed test-only strings, so a server kept from an earlier run accepts them too.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'

export const E2E_EDITOR_TOKEN = 'e2e-sample-editor-token-0123456789abcdefghij'
export const E2E_REVIEWER_TOKEN = 'e2e-sample-reviewer-token-0123456789abcdefgh'
/** The sample medical reviewer's user id: the approvals the fixtures carry name them. */
export const E2E_REVIEWER_ID = 'p-sample-reviewer'

/** Writes the people file beside the test dataset (the ids and names of studio/lake-gate.ts's sample users). */
export function writeE2ePeople(datasetPath: string): void {
  const createdAt = '2025-01-01T00:00:00Z'
  const users = [
    {
      id: 'p-sample-editor',
      name: 'Alex Morgan (sample editor)',
      email: 'sample-editor@localhost',
      role: 'editor',
      token: E2E_EDITOR_TOKEN,
      sample: true,
      createdAt,
    },
    {
      id: E2E_REVIEWER_ID,
      name: 'Dr. Sofia Reyes (sample medical reviewer)',
      email: 'sample-reviewer@localhost',
      role: 'medical-reviewer',
      token: E2E_REVIEWER_TOKEN,
      sample: true,
      createdAt,
    },
  ]
  // Where the lake looks for it (usersFileFor in packages/local-lake/users.ts): beside the dataset.
  writeFileSync(path.join(path.dirname(datasetPath), 'users.json'), JSON.stringify({ users }, null, 2) + '\n', {
    mode: 0o600,
  })
}
