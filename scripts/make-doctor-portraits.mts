// Draws the three illustrated placeholder portraits of the fictional sample doctors (content/seed/images/doctors/).
// Run after changing a figure: npx tsx scripts/make-doctor-portraits.mts. The SVGs are committed; nothing runs at build.
// Each carries a visible "SAMPLE" band: these are not pictures of real people.
import { writeFileSync } from 'node:fs'
import path from 'node:path'

type Figure = {
  file: string
  background: string
  skin: string
  hair: string
  hairStyle: 'bun' | 'short' | 'long'
  shirt: string
}

const figures: Figure[] = [
  { file: 'doctor-1.svg', background: '#dbeafe', skin: '#f1c7a5', hair: '#7c4a21', hairStyle: 'bun', shirt: '#2563eb' },
  {
    file: 'doctor-2.svg',
    background: '#dcfce7',
    skin: '#8d5a3b',
    hair: '#1f1f1f',
    hairStyle: 'short',
    shirt: '#0f766e',
  },
  {
    file: 'doctor-3.svg',
    background: '#fde8e8',
    skin: '#c68b62',
    hair: '#3b2416',
    hairStyle: 'long',
    shirt: '#9333ea',
  },
]

const hairBack: Record<Figure['hairStyle'], (c: string) => string> = {
  bun: (c) =>
    `<circle cx="120" cy="52" r="20" fill="${c}"/><path d="M78 96c0-30 18-48 42-48s42 18 42 48v8H78z" fill="${c}"/>`,
  short: (c) => `<path d="M80 92c0-28 18-44 40-44s40 16 40 44c-8-10-22-16-40-16s-32 6-40 16z" fill="${c}"/>`,
  long: (c) =>
    `<path d="M74 150V96c0-30 20-50 46-50s46 20 46 50v54c-10 6-22 8-30 6V104H104v52c-8 2-20 0-30-6z" fill="${c}"/>`,
}
const hairFront: Record<Figure['hairStyle'], (c: string) => string> = {
  bun: (c) => `<path d="M80 96c6-22 22-32 40-32s34 10 40 32c-14-8-26-12-40-12s-26 4-40 12z" fill="${c}"/>`,
  short: (c) => `<path d="M82 90c4-20 20-30 38-30s34 10 38 30c-12-8-24-10-38-10s-26 2-38 10z" fill="${c}"/>`,
  long: (c) => `<path d="M80 98c4-24 20-36 40-36s36 12 40 36c-16-12-28-16-40-16s-24 4-40 16z" fill="${c}"/>`,
}

function portrait(f: Figure): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240">
<rect width="240" height="240" fill="${f.background}"/>
${hairBack[f.hairStyle](f.hair)}
<path d="M30 240c4-50 40-78 90-78s86 28 90 78z" fill="#ffffff" stroke="#cbd5e1" stroke-width="2"/>
<path d="M100 164l20 34 20-34z" fill="${f.shirt}"/>
<path d="M104 166l-18 74M136 166l18 74" stroke="#cbd5e1" stroke-width="2"/>
<rect x="108" y="140" width="24" height="28" rx="8" fill="${f.skin}"/>
<ellipse cx="120" cy="106" rx="36" ry="42" fill="${f.skin}"/>
${hairFront[f.hairStyle](f.hair)}
<circle cx="107" cy="108" r="3.5" fill="#1f2937"/><circle cx="133" cy="108" r="3.5" fill="#1f2937"/>
<path d="M108 126q12 10 24 0" fill="none" stroke="#7f1d1d" stroke-width="3" stroke-linecap="round"/>
<path d="M92 176c-6 22 2 40 18 40M148 176c6 22-2 40-18 40" fill="none" stroke="#334155" stroke-width="4" stroke-linecap="round"/>
<circle cx="120" cy="218" r="7" fill="#94a3b8" stroke="#334155" stroke-width="3"/>
<rect y="0" width="240" height="26" fill="#92400e" opacity="0.9"/>
<text x="120" y="18" font-family="sans-serif" font-size="14" font-weight="700" letter-spacing="3" fill="#fff" text-anchor="middle">SAMPLE</text>
</svg>
`
}

const dir = path.resolve(import.meta.dirname, '../content/seed/images/doctors')
for (const f of figures) writeFileSync(path.join(dir, f.file), portrait(f))
console.log(`wrote ${figures.length} portraits to ${dir}`)
