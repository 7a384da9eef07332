// Draws the three landing-page hero images (original vector artwork, nothing downloaded) and writes them as
// WebP files to content/seed/images/hero/. Run after changing a drawing: npx tsx scripts/make-hero-images.mts
// The WebP files are committed; next/image resizes them for each screen at request time.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const WIDTH = 1920
const HEIGHT = 1080
const outDir = path.resolve(import.meta.dirname, '../content/seed/images/hero')

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`

/** A heart-rate trace across the picture: flat, a beat, flat again. */
function ecg(y: number, beats: number[]): string {
  const points: string[] = [`0,${y}`]
  for (const x of beats) {
    points.push(`${x - 60},${y}`, `${x - 40},${y - 30}`, `${x - 25},${y}`, `${x - 10},${y}`)
    points.push(`${x},${y + 40}`, `${x + 25},${y - 210}`, `${x + 50},${y + 90}`, `${x + 70},${y}`)
    points.push(`${x + 110},${y}`, `${x + 140},${y - 45}`, `${x + 175},${y}`)
  }
  points.push(`${WIDTH},${y}`)
  return points.join(' ')
}

/** A simple standing figure: head and rounded shoulders, in one colour. */
function person(x: number, ground: number, scale: number, color: string): string {
  const h = 300 * scale
  const w = 150 * scale
  const r = 46 * scale
  return `<g fill="${color}">
    <circle cx="${x}" cy="${ground - h - r - 8 * scale}" r="${r}"/>
    <path d="M ${x - w / 2} ${ground} L ${x - w / 2} ${ground - h + w / 2} A ${w / 2} ${w / 2} 0 0 1 ${x + w / 2} ${ground - h + w / 2} L ${x + w / 2} ${ground} Z"/>
  </g>`
}

const heart = (cx: number, cy: number, s: number, fill: string, extra = '') =>
  `<path ${extra} fill="${fill}" d="M ${cx} ${cy + 90 * s} C ${cx - 150 * s} ${cy - 10 * s} ${cx - 120 * s} ${cy - 130 * s} ${cx - 50 * s} ${cy - 120 * s} C ${cx - 20 * s} ${cy - 115 * s} ${cx} ${cy - 90 * s} ${cx} ${cy - 70 * s} C ${cx} ${cy - 90 * s} ${cx + 20 * s} ${cy - 115 * s} ${cx + 50 * s} ${cy - 120 * s} C ${cx + 120 * s} ${cy - 130 * s} ${cx + 150 * s} ${cy - 10 * s} ${cx} ${cy + 90 * s} Z"/>`

const images: Record<string, string> = {
  // Dawn over rolling hills, with a heartbeat line across the sky.
  'slide-1': svg(`
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#1e3a8a"/><stop offset="0.55" stop-color="#2563eb"/><stop offset="1" stop-color="#7dd3fc"/>
      </linearGradient>
      <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
        <stop offset="0" stop-color="#fef3c7"/><stop offset="0.6" stop-color="#fde68a"/><stop offset="1" stop-color="#fde68a" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
    <circle cx="1380" cy="640" r="360" fill="url(#sun)"/>
    <polyline points="${ecg(470, [420, 1020, 1560])}" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"/>
    <path d="M0 760 C 320 640 620 700 900 780 S 1500 700 1920 660 L1920 1080 L0 1080 Z" fill="#0f766e"/>
    <path d="M0 860 C 400 760 760 830 1100 900 S 1640 820 1920 840 L1920 1080 L0 1080 Z" fill="#115e59"/>
    <path d="M0 960 C 420 900 900 980 1300 1000 S 1760 940 1920 950 L1920 1080 L0 1080 Z" fill="#134e4a"/>
  `),
  // A consultation desk: a stethoscope, a clipboard with a checklist, a mug and a plant.
  'slide-2': svg(`
    <defs>
      <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#0e7490"/>
      </linearGradient>
    </defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#wall)"/>
    <rect x="180" y="120" width="520" height="380" rx="24" fill="#ccfbf1" fill-opacity="0.18"/>
    <rect x="210" y="150" width="460" height="320" rx="16" fill="#99f6e4" fill-opacity="0.25"/>
    <rect x="0" y="760" width="${WIDTH}" height="320" fill="#78350f"/>
    <rect x="0" y="740" width="${WIDTH}" height="40" fill="#92400e"/>
    <g transform="rotate(-8 980 560)">
      <rect x="800" y="330" width="380" height="480" rx="20" fill="#f8fafc"/>
      <rect x="920" y="305" width="140" height="60" rx="14" fill="#64748b"/>
      ${[0, 1, 2, 3]
        .map(
          (
            i,
          ) => `<rect x="850" y="${420 + i * 90}" width="40" height="40" rx="8" fill="none" stroke="#0d9488" stroke-width="8"/>
      <path d="M858 ${440 + i * 90} l12 12 l22 -26" fill="none" stroke="#0d9488" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
      <rect x="910" y="${430 + i * 90}" width="${210 - i * 25}" height="18" rx="9" fill="#cbd5e1"/>`,
        )
        .join('')}
    </g>
    <path d="M1300 470 C 1300 620 1420 700 1520 640 C 1600 590 1580 480 1520 470" fill="none" stroke="#1e293b" stroke-width="22" stroke-linecap="round"/>
    <path d="M1300 470 C 1260 380 1240 330 1270 300 M1300 470 C 1350 390 1380 340 1360 300" fill="none" stroke="#1e293b" stroke-width="16" stroke-linecap="round"/>
    <circle cx="1520" cy="470" r="52" fill="#94a3b8" stroke="#1e293b" stroke-width="16"/>
    <rect x="380" y="600" width="170" height="170" rx="20" fill="#f1f5f9"/>
    <path d="M550 640 q70 0 70 50 q0 50 -70 50" fill="none" stroke="#f1f5f9" stroke-width="22"/>
    <path d="M1680 760 l-30 -170 h180 l-30 170 Z" fill="#c2410c"/>
    <path d="M1740 590 C 1680 480 1620 430 1560 420 C 1610 480 1660 530 1740 590 Z" fill="#22c55e"/>
    <path d="M1740 590 C 1760 470 1800 400 1860 360 C 1850 440 1810 520 1740 590 Z" fill="#16a34a"/>
    <path d="M1740 590 C 1720 480 1730 380 1750 320 C 1780 400 1770 500 1740 590 Z" fill="#4ade80"/>
  `),
  // People of different heights standing together under a large heart.
  'slide-3': svg(`
    <defs>
      <linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#4c1d95"/><stop offset="0.6" stop-color="#be185d"/><stop offset="1" stop-color="#fb923c"/>
      </linearGradient>
    </defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#dusk)"/>
    ${heart(960, 380, 2.6, '#fda4af', 'fill-opacity="0.35"')}
    ${heart(960, 380, 1.6, '#fecdd3', 'fill-opacity="0.45"')}
    <rect x="0" y="900" width="${WIDTH}" height="180" fill="#1e1b4b"/>
    ${person(520, 900, 0.95, '#312e81')}
    ${person(700, 900, 1.15, '#3730a3')}
    ${person(860, 900, 0.7, '#4338ca')}
    ${person(1010, 900, 1.05, '#312e81')}
    ${person(1170, 900, 0.8, '#3730a3')}
    ${person(1340, 900, 1.2, '#4338ca')}
    ${person(1500, 900, 0.9, '#312e81')}
  `),
}

mkdirSync(outDir, { recursive: true })
for (const [name, drawing] of Object.entries(images)) {
  const file = path.join(outDir, `${name}.webp`)
  const info = await sharp(Buffer.from(drawing)).webp({ quality: 82, effort: 6 }).toFile(file)
  console.log(
    `${path.relative(process.cwd(), file)}: ${info.width}x${info.height}, ${(info.size / 1024).toFixed(1)} KB`,
  )
}
