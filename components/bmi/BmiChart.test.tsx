import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CATEGORIES, chartSegments, type ChartSegment } from '@/lib/bmi/bmi'
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
    const legend = [
      ...html.matchAll(/<li data-segment="([^"]+)"[^>]*>.*?<span data-value="true">([^<]+)<\/span>(.*?)<\/li>/g),
    ]
    expect(legend.map((m) => [m[1], Number(m[2]), m[3]!.includes('(your BMI)')])).toEqual([
      ['Underweight', 18.5, false],
      ['Normal', 6.4, false],
      ['Overweight', 27.4, true],
      ['Obesity', 10, false],
    ])
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
