import localFont from 'next/font/local'

// Self-hosted from the @fontsource-variable/inter npm package: no request leaves for a font service.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  style: 'normal',
  weight: '100 900',
  variable: '--font-inter',
  display: 'swap',
})

// The italic face is a second 50 KB file that most pages barely use: it is not preloaded, so it never competes with
// the HTML, the CSS and the upright face for a slow connection before the first paint.
export const interItalic = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-italic.woff2',
  style: 'italic',
  weight: '100 900',
  variable: '--font-inter-italic',
  display: 'swap',
  preload: false,
})
