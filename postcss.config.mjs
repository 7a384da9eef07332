import path from 'node:path'

const config = {
  plugins: {
    '@tailwindcss/postcss': {},
    // Studio 6's font from the self-hosted copy, not Sanity's host (see the file). By absolute path: the bundler
    // requires plugins from its own folder, where a relative name is not found. The build runs in the project root.
    [path.join(process.cwd(), 'scripts/postcss-self-hosted-studio-font.mjs')]: {},
  },
}
export default config
