import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
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
