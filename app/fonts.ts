import localFont from 'next/font/local'

// Self-hosted from the @fontsource-variable/inter npm package: no request leaves for a font service.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  style: 'normal',
  weight: '100 900',
  variable: '--font-inter',
  display: 'swap',
})

// No italic face: the upright variable font is slanted by the browser for the few italic runs (quotes, notes, an
// emphasised word). Inter's own italic is a second 50 KB file that competed with the page on slow connections.
