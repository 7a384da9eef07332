import Link from 'next/link'

/**
 * Shown at /studio when no Sanity project is configured (the default, offline). The Studio itself cannot
 * work without a Content Lake, so instead of a spinner and a crash the editor gets the steps to connect one.
 * It loads nothing from outside this site.
 */
export function StudioSetupGuide() {
  const code = 'rounded bg-gray-100 px-1.5 py-0.5 font-mono text-sm text-gray-900'
  return (
    <main id="main" className="mx-auto max-w-3xl px-6 py-16">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Content Studio</p>
      <h1 className="mt-2 text-3xl font-bold text-gray-900">The Studio needs a Sanity project</h1>
      <p className="mt-4 text-gray-700">
        This site is running on its built-in local dataset (<code className={code}>studio/seed/dataset.ndjson</code>),
        which is read-only. Editing content in the Studio needs a Sanity project with a dataset. To connect one:
      </p>
      <ol className="mt-6 list-decimal space-y-4 pl-6 text-gray-800">
        <li>
          Create a project at sanity.io/manage (or with <code className={code}>npx sanity init --bare</code>) and note
          its project id.
        </li>
        <li>
          Set the environment variables <code className={code}>NEXT_PUBLIC_SANITY_PROJECT_ID</code> and{' '}
          <code className={code}>NEXT_PUBLIC_SANITY_DATASET</code> (for example in{' '}
          <code className={code}>.env.local</code>), and <code className={code}>SANITY_API_READ_TOKEN</code> for draft
          preview.
        </li>
        <li>
          Import the seed content:{' '}
          <code className={code}>npx sanity dataset import studio/seed/dataset.ndjson production</code>
        </li>
        <li>Add this site&apos;s address as a CORS origin with credentials in the project&apos;s API settings.</li>
        <li>
          Rebuild and start the site (<code className={code}>npm run build && npm run start</code>), then open{' '}
          <code className={code}>/studio</code> again.
        </li>
      </ol>
      <p className="mt-8 text-gray-700">
        The full list of variables is in the README.{' '}
        <Link className="font-semibold text-brand-700 underline" href="/">
          Back to the site
        </Link>
      </p>
    </main>
  )
}
