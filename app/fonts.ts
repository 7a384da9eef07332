import localFont from 'next/font/local'

// Self-hosted from the @fontsource-variable/inter npm package: no request leaves for a font service.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  style: 'normal',
  weight: '100 900',
  variable: '--font-inter',
  // 'optional', not 'swap': the font is preloaded and nearly always ready before the first paint; when it is not (a
  // slow phone connection), the page keeps its metric-matched fallback instead of swapping it in late, which moved
  // the header's text by a fraction of a pixel (a layout shift the landing test caught under load).
  display: 'optional',
})

// No italic face: the upright variable font is slanted by the browser for the few italic runs (quotes, notes, an
// emphasised word). Inter's own italic is a second file, as large as the upright one (docs/performance.md, "Figures
// behind the code"), that competed with the page on slow connections.
