/**
 * The BMI calculator's interface words: labels, units, categories, advice, caveats and the checks' messages. Editors
 * keep them in the Studio ("Interface words: BMI calculator", seeded from content/seed/interface/bmi.yaml); their keys
 * are in ./text-keys.ts; this module turns them into what the calculator shows, with its numbers written for the
 * language. The checks (lib/bmi/bmi.ts) take their messages from here on the server and in the browser alike, so both
 * say the same thing. The page's heading, intro and section headings are other CMS content ("Page text",
 * getPageCopy('bmi', lang)). Only types come from lib/bmi/bmi.ts: no import cycle at run time.
 */
import { around, fill, type InterfaceText } from '@/lib/site/interface-text'
import { IN_LANGUAGE, type Lang, PSEUDO_LANG } from '@/lib/site/languages'
import type { BmiMessages, CategoryName, ChartSegment, UnitSystem, WeightUnit } from './bmi'
import type { BMI_TEXT } from './text-keys'

export type BmiText = InterfaceText<typeof BMI_TEXT>

export type BmiWords = {
  meta: { title: string; description: string }
  /** The BMI as shown in the circle and the screen reader sentence (one decimal). */
  bmi: (value: number) => string
  /** Any other number shown (weights, chart values). */
  number: (value: number) => string
  units: Record<UnitSystem, string>
  age: { legend: string; adult: string; under20: string }
  childTeen: { title: string; text: string; linkLabel: string }
  categories: Record<CategoryName, { name: string; description: string; advice: string[] }>
  segments: Record<ChartSegment['name'], string>
  /** What the checks say (lib/bmi/bmi.ts), on the server and in the browser. */
  messages: BmiMessages
  form: {
    unitsLegend: string
    feet: string
    inches: string
    inchesHint: string
    cm: string
    weight: Record<WeightUnit, string>
    calculate: string
    reset: string
    /** The sentence announced to screen readers with the result. */
    resultSentence: (bmi: string, category: string) => string
  }
  result: {
    /** Around the healthy weights, in bold: "For your height, a healthy weight (BMI 18.5 to 24.9) is" … ".". */
    healthyWeight: [before: string, after: string]
    healthyRange: (min: number, max: number, unit: WeightUnit) => string
    adviceHeading: string
    educational: string
    /** Around the link to the obesity guide. */
    readMore: [before: string, after: string]
  }
  chart: {
    title: string
    description: (bmi: string, segment: string) => string
    legendName: string
    /**
     * A legend line: the band's name and range; the reader's own band also says their BMI, an element of its own
     * between the two parts (other bands have no value, and the second part is empty).
     */
    legendItem: (segment: string, range: string, yours: boolean) => [before: string, after: string]
    /** A band's BMI range in words ("18.5 to 24.9", "under 18.5", "30 or more"). */
    range: (band: { min?: number; max?: number }) => string
  }
  caveats: { heading: string; items: string[]; more: [before: string, after: string] }
  /** The obesity guide the result and the caveats link to: its slug in this language, and the link's words. */
  guide: { slug: string; label: string }
}

/** The obesity guide's address in each language: the slug of a CMS document, not words to translate. */
const GUIDE_SLUG: Readonly<Record<Lang, string>> = { en: 'obesity', es: 'obesidad', [PSEUDO_LANG]: 'obesity' }

/**
 * How numbers are written, in the language's own tag: a BMI always with one decimal ("24.2", "24,2" where a language
 * writes a decimal comma), other figures with at most one ("18.5", "30"). The calculator rounds every figure it shows
 * to one decimal first. Made once per language: a formatter costs far more to make than to use.
 */
const numberFormats = new Map<string, { bmi: Intl.NumberFormat; number: Intl.NumberFormat }>()
function numbersIn(tag: string) {
  let made = numberFormats.get(tag)
  if (!made) {
    made = {
      bmi: new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      number: new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }),
    }
    numberFormats.set(tag, made)
  }
  return made
}

/** The calculator's words from the area's texts. */
export function bmiWords(text: BmiText, lang: Lang): BmiWords {
  const formats = numbersIn(IN_LANGUAGE[lang])
  const bmi = (value: number) => formats.bmi.format(value)
  const number = (value: number) => formats.number.format(value)
  // The limits in the checks' messages, grouped as the language groups thousands ("1,433").
  const limit = (value: number) => value.toLocaleString(IN_LANGUAGE[lang])
  return {
    meta: { title: text.metaTitle, description: text.metaDescription },
    bmi,
    number,
    units: {
      'ftin-kg': text.unitsFeetInchesKg,
      'cm-kg': text.unitsCentimetersKg,
      'ftin-lb': text.unitsFeetInchesPounds,
    },
    age: { legend: text.ageLegend, adult: text.ageAdult, under20: text.ageUnder20 },
    childTeen: { title: text.childTeenTitle, text: text.childTeenText, linkLabel: text.childTeenLink },
    categories: {
      Underweight: {
        name: text.underweightName,
        description: text.underweightDescription,
        advice: [text.underweightAdvice1, text.underweightAdvice2, text.underweightAdvice3, text.underweightAdvice4],
      },
      'Normal Weight': {
        name: text.normalWeightName,
        description: text.normalWeightDescription,
        advice: [text.normalWeightAdvice1],
      },
      Overweight: {
        name: text.overweightName,
        description: text.overweightDescription,
        advice: [text.overweightAdvice1, text.overweightAdvice2, text.overweightAdvice3],
      },
      Obesity: {
        name: text.obesityName,
        description: text.obesityDescription,
        advice: [text.obesityAdvice1, text.obesityAdvice2, text.obesityAdvice3],
      },
    },
    segments: {
      Underweight: text.segmentUnderweight,
      Normal: text.segmentNormal,
      Overweight: text.segmentOverweight,
      Obesity: text.segmentObesity,
    },
    messages: {
      ageMissing: text.errorAgeMissing,
      notANumber: text.errorNotANumber,
      feetEmpty: text.errorFeetEmpty,
      feetZero: text.errorFeetZero,
      feetWhole: text.errorFeetWhole,
      inchesRange: text.errorInchesRange,
      heightFeetRange: text.errorHeightFeetRange,
      cmEmpty: text.errorCentimetersEmpty,
      cmZero: text.errorCentimetersZero,
      cmRange: (min, max) => fill(text.errorCentimetersRange, { min: limit(min), max: limit(max) }),
      weightEmpty: { kg: text.errorWeightEmptyKg, lb: text.errorWeightEmptyPounds },
      weightZero: (unit) => fill(text.errorWeightZero, { unit }),
      weightRange: (min, max, unit) => fill(text.errorWeightRange, { min: limit(min), max: limit(max), unit }),
    },
    form: {
      unitsLegend: text.unitsLegend,
      feet: text.feetLabel,
      inches: text.inchesLabel,
      inchesHint: text.inchesHint,
      cm: text.centimetersLabel,
      weight: { kg: text.weightLabelKg, lb: text.weightLabelPounds },
      calculate: text.calculate,
      reset: text.reset,
      resultSentence: (value, category) => fill(text.resultSentence, { bmi: value, category }),
    },
    result: {
      healthyWeight: around(text.healthyWeight, 'range'),
      healthyRange: (min, max, unit) => fill(text.healthyWeightRange, { min: number(min), max: number(max), unit }),
      adviceHeading: text.adviceHeading,
      educational: text.educational,
      readMore: around(text.readMore, 'guide'),
    },
    chart: {
      title: text.chartTitle,
      description: (value, segment) => fill(text.chartDescription, { bmi: value, segment }),
      legendName: text.chartLegendName,
      // The segment's name and range go in first; the reader's value stays a placeholder for the element around it.
      legendItem: (segment, range, yours) =>
        around(fill(yours ? text.chartLegendItemYours : text.chartLegendItem, { segment, range }), 'value'),
      range: ({ min, max }) =>
        min === undefined
          ? fill(text.chartRangeBelow, { max: number(max!) })
          : max === undefined
            ? fill(text.chartRangeFrom, { min: number(min) })
            : fill(text.chartRangeBetween, { min: number(min), max: number(max) }),
    },
    caveats: {
      heading: text.caveatsHeading,
      items: [text.caveat1, text.caveat2, text.caveat3, text.caveat4],
      more: around(text.caveatsMore, 'guide'),
    },
    guide: { slug: GUIDE_SLUG[lang], label: text.guideLabel },
  }
}
