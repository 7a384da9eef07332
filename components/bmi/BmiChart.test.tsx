import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BMI_BANDS, CATEGORIES, categoryFor, chartSegments, roundToTenth, type ChartSegment } from '@/lib/bmi/bmi'
import { bmiWords } from '@/lib/bmi/words'
import { seedText } from '@/tests/support/interface-text'
import { BmiChart } from './BmiChart'
import { donutSlices } from './BmiDonut'

const sweep = (s: { startAngle: number; endAngle: number }) => s.endAngle - s.startAngle

// The server's HTML is what a reader without JavaScript gets (/bmi-calculator/result), and what hydration starts from.
describe('the BMI chart, drawn on the server', () => {
  const segments = chartSegments(CATEGORIES.Overweight, 27.4)
  const html = renderToStaticMarkup(<BmiChart segments={segments} bmi={27.4} words={bmiWords(seedText('bmi'), 'en')} />)

  it('draws one ring segment per category, in its colour, in the order of the legend', () => {
    expect(html).toContain('<svg')
    const fills = [...html.matchAll(/<path d="[^"]+" fill="([^"]+)"/g)].map((m) => m[1])
    expect(fills).toEqual(segments.map((s) => s.color))
  })

  it('keeps the text alternative and the legend: the drawing itself is hidden from assistive technology', () => {
    expect(html).toContain(
      'role="img" class="size-[200px] shrink-0" aria-label="Donut chart of the four BMI categories. Your BMI of 27.4 is in the Overweight segment."',
    )
    expect(html).toMatch(/<svg width="200" height="200" viewBox="0 0 200 200" aria-hidden="true" focusable="false"/)
    const legend = [...html.matchAll(/<li data-segment="([^"]+)" data-value="([^"]+)"[^>]*>(.*?)<\/li>/g)].map((m) => [
      m[1],
      Number(m[2]),
      m[3]!.replace(/<[^>]+>/g, ''),
    ])
    // The drawing keeps the spec's sizes; what is read is each band's range, and the reader's own BMI.
    expect(legend).toEqual([
      ['Underweight', 18.5, 'Underweight: under 18.5'],
      ['Normal', 6.4, 'Normal: 18.5 to 24.9'],
      ['Overweight', 27.4, 'Overweight: 25 to 29.9 (your BMI: 27.4)'],
      ['Obesity', 10, 'Obesity: 30 or more'],
    ])
  })

  it('reads the bands in Spanish as ranges, with the reader’s BMI in their own band', () => {
    const es = renderToStaticMarkup(
      <BmiChart
        segments={chartSegments(CATEGORIES['Normal Weight'], 22.8)}
        bmi={22.8}
        words={bmiWords(seedText('bmi', 'es'), 'es')}
      />,
    )
    const read = [...es.matchAll(/<li data-segment="[^"]+"[^>]*>(.*?)<\/li>/g)].map((m) =>
      m[1]!.replace(/<[^>]+>/g, ''),
    )
    expect(read).toEqual([
      'Bajo peso: menos de 18.5',
      'Normal: de 18.5 a 24.9 (su IMC: 22.8)',
      'Sobrepeso: de 25 a 29.9',
      'Obesidad: 30 o más',
    ])
    expect(es).not.toContain('6.4')
  })

  it('names the ranges categoryFor sorts a BMI into', () => {
    for (const [name, { min, max }] of Object.entries(BMI_BANDS)) {
      // The lowest band has no floor and stops below its bound ("under 18.5"); the others hold both their bounds.
      const top = min === undefined ? roundToTenth(max! - 0.1) : max
      if (min !== undefined) expect(categoryFor(min).segment).toBe(name)
      if (min !== undefined) expect(categoryFor(roundToTenth(min - 0.1)).segment).not.toBe(name)
      if (top !== undefined) expect(categoryFor(top).segment).toBe(name)
      if (top !== undefined) expect(categoryFor(roundToTenth(top + 0.1)).segment).not.toBe(name)
    }
  })
})

describe('the donut slices', () => {
  it('share the circle by value, with a 2° gap after each, starting at three o’clock', () => {
    const slices = donutSlices(chartSegments(CATEGORIES.Obesity, 40))
    const total = 18.5 + 6.4 + 4.9 + 40
    expect(slices.map((s) => s.name)).toEqual(['Underweight', 'Normal', 'Overweight', 'Obesity'])
    expect(slices[0]!.startAngle).toBe(0)
    slices.forEach((slice, i) => {
      expect(sweep(slice)).toBeCloseTo(([18.5, 6.4, 4.9, 40][i]! / total) * 352, 6)
      if (i > 0) expect(slice.startAngle - slices[i - 1]!.endAngle).toBeCloseTo(2, 9)
    })
    expect(slices.at(-1)!.endAngle).toBeCloseTo(358, 9)
    // The first path starts on the outer circle at three o'clock: (100 + 90, 100).
    expect(slices[0]!.d.startsWith('M190,100 ')).toBe(true)
  })

  it("grow the reader's own segment with their BMI", () => {
    const at = (bmi: number) => donutSlices(chartSegments(CATEGORIES.Obesity, bmi)).find((s) => s.name === 'Obesity')!
    expect(sweep(at(45))).toBeGreaterThan(sweep(at(32)))
  })

  it('draw a segment over half the circle with the large arc, and one alone as a whole ring', () => {
    const big = donutSlices(chartSegments(CATEGORIES.Obesity, 60)).find((s) => s.name === 'Obesity')!
    expect(sweep(big)).toBeGreaterThan(180)
    expect(big.d).toMatch(/A90,90 0 1 0 /)
    const alone: ChartSegment[] = [{ name: 'Normal', value: 22, color: '#10b981', isUser: true }]
    const [ring] = donutSlices(alone)
    expect(sweep(ring!)).toBe(360)
    expect(ring!.d.match(/M/g)).toHaveLength(2)
  })

  it('leave out a segment with no readable size, and draw nothing when none has one', () => {
    const odd: ChartSegment[] = [
      { name: 'Underweight', value: 0, color: '#3b82f6', isUser: false },
      { name: 'Normal', value: Number.NaN, color: '#10b981', isUser: false },
      { name: 'Overweight', value: 5, color: '#f59e0b', isUser: true },
      { name: 'Obesity', value: 5, color: '#ef4444', isUser: false },
    ]
    expect(donutSlices(odd).map((s) => [s.name, sweep(s)])).toEqual([
      ['Overweight', 178],
      ['Obesity', 178],
    ])
    expect(donutSlices(odd.slice(0, 2))).toEqual([])
    for (const slice of donutSlices(odd)) expect(slice.d).not.toMatch(/NaN|Infinity/)
  })
})
