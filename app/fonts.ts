import localFont from 'next/font/local'

// Self-hosted from the @fontsource-variable/inter npm package: no request leaves for a font service.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  style: 'normal',
  weight: '100 900',
  variable: '--font-inter',
  // 'optional', not 'swap': when the font is not ready at the first paint (a slow phone connection), the page keeps
  // its metric-matched fallback instead of swapping it in late, which moved the header and the hero's text (a layout
  // shift both no-shift e2e tests catch).
  display: 'optional',
  // Not preloaded: on a slow link the preload shared the bandwidth with the stylesheet and the hero image, and the
  // first paint waited for all three (docs/performance.md, "The font without its preload, kept 'optional'").
  preload: false,
})

// No italic face: the upright variable font is slanted by the browser for the few italic runs (quotes, notes, an
// emphasised word). Inter's own italic is a second file, as large as the upright one (docs/performance.md, "Figures
// behind the code"), that competed with the page on slow connections.
