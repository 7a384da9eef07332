// A PostCSS plugin (postcss.config.mjs): Studio 6's styles (`ui5/styles.css`, imported by `sanity`) declare its font,
// Inter, from Sanity's font host (design-system-static.sanity.io). The site allows fonts from itself only
// (lib/site/security-headers.ts) and the local Studio loads nothing from outside, so each of those `src` URLs is
// pointed at the same face in the self-hosted copy the site already uses (@fontsource-variable/inter); the bundler
// then serves it with the site's other files. Any other CSS passes through unchanged.
import path from 'node:path'

// The build runs in the project root (postcss.config.mjs names this file from it too).
const FILES = path.join(process.cwd(), 'node_modules/@fontsource-variable/inter/files')
const REMOTE =
  /url\((['"]?)https:\/\/design-system-static\.sanity\.io\/InterVariable(-Italic)?-latin-[\w.-]*\.woff2\1\)/g

export default function selfHostedStudioFont() {
  return {
    postcssPlugin: 'self-hosted-studio-font',
    AtRule: {
      'font-face': (rule, { result }) => {
        const from = result.opts.from ? path.dirname(result.opts.from) : process.cwd()
        rule.walkDecls('src', (decl) => {
          decl.value = decl.value.replace(REMOTE, (_match, _quote, italic) => {
            const file = path.join(FILES, `inter-latin-wght-${italic ? 'italic' : 'normal'}.woff2`)
            return `url('${path.relative(from, file).split(path.sep).join('/')}')`
          })
        })
      },
    },
  }
}
selfHostedStudioFont.postcss = true
