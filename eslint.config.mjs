import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Links go through components/ui/Link (no viewport prefetching); see the comment there.
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: "Use { Link } from '@/components/ui/Link'." }] },
      ],
    },
  },
  { files: ['components/ui/Link.tsx'], rules: { 'no-restricted-imports': 'off' } },
  {
    ignores: [
      '.next/**',
      '.next-tracking/**',
      'node_modules/**',
      'sanity.types.ts',
      'test-results/**',
      'playwright-report/**',
      'dist/**',
      'next-env.d.ts',
    ],
  },
]
export default config
