import localFont from 'next/font/local'

// Self-hosted from the @fontsource-variable/inter npm package: no request leaves for a font service.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  style: 'normal',
  weight: '100 900',
  variable: '--font-inter',
  // 'optional', not 'swap': when the font is not ready by the first paint (a slow phone connection), the page keeps
  // its metric-matched fallback instead of swapping the font in late, which moved the header's text by a fraction of a
  // pixel (a layout shift the landing test caught under load). On a fast connection the font arrives within its
  // short block period; on a slow one it is cached for the reader's next page.
  // Not preloaded: on a slow link a preload makes the font, the largest file before the first paint, share the
  // bandwidth with the render-blocking stylesheet and the hero image, and every page painted later with it
  // (docs/performance.md, "The font without its preload, applied").
  preload: false,
})

// No italic face: the upright variable font is slanted by the browser for the few italic runs (quotes, notes, an
// emphasised word). Inter's own italic is a second file, as large as the upright one (docs/performance.md, "Figures
// behind the code"), that competed with the page on slow connections.
