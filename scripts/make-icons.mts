// Renders the app icons from app/icon.svg (the one source): favicon.ico, apple-icon.png and the manifest's PNGs.
// Run after changing the SVG: npx tsx scripts/make-icons.mts. The outputs are committed; nothing runs at build.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const root = path.resolve(import.meta.dirname, '..')
const svg = readFileSync(path.join(root, 'app/icon.svg'))
const png = (size: number) => sharp(svg, { density: 384 }).resize(size, size).png().toBuffer()

// An .ico file may hold a PNG image: a 6-byte header, one 16-byte directory entry, then the PNG.
const ico32 = await png(32)
const header = Buffer.alloc(22)
header.writeUInt16LE(0, 0) // reserved
header.writeUInt16LE(1, 2) // type: icon
header.writeUInt16LE(1, 4) // one image
header.writeUInt8(32, 6) // width
header.writeUInt8(32, 7) // height
header.writeUInt16LE(1, 10) // colour planes
header.writeUInt16LE(32, 12) // bits per pixel
header.writeUInt32LE(ico32.length, 14) // image size
header.writeUInt32LE(22, 18) // image offset
writeFileSync(path.join(root, 'app/favicon.ico'), Buffer.concat([header, ico32]))
writeFileSync(path.join(root, 'app/apple-icon.png'), await png(180))
writeFileSync(path.join(root, 'public/icon-192.png'), await png(192))
writeFileSync(path.join(root, 'public/icon-512.png'), await png(512))
console.log('icons written')
