import localFont from 'next/font/local'

// Self-hosted from the @fontsource-variable/inter npm package: no request leaves for a font service.
export const inter = localFont({
  src: [
    {
      path: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
      style: 'normal',
      weight: '100 900',
    },
    {
      path: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-italic.woff2',
      style: 'italic',
      weight: '100 900',
    },
  ],
  variable: '--font-inter',
  display: 'swap',
})
