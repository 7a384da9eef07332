/**
 * What readers type into the search box, and the page a health editor would put first for each. Written
 * from the reader's side: misspellings, lay words, brand names, questions, crisis and emergency words and several
 * words at once, not words picked because the index holds them. `help` is the help a search must show above the
 * results: `988` (suicide and self-harm) or `911` (an emergency). The figures it gives are in docs/search.md
 * (`npm run bench:search` prints them); content/checks/relevance.test.ts holds the search to them.
 */
export type RelevanceCase = {
  query: string
  /** The path of the page an editor would put first. */
  best: string
  /** The help card a search must show above the results, if any. */
  help?: '988' | '911'
}

const DIABETES = '/diseases/diabetes'
const HYPERTENSION = '/diseases/hypertension'
const HIV = '/diseases/hiv-aids'
const DEPRESSION = '/diseases/depression'
const OBESITY = '/diseases/obesity'
const CANCER = '/diseases/cancer'
const HEART_ATTACK = '/blog/heart-attack-warning-signs'
const STRESS = '/blog/managing-stress-everyday'
const SLEEP = '/blog/sleep-and-mental-health'
const PREDIABETES = '/blog/prediabetes-what-it-means'
const BP_NUMBERS = '/blog/understanding-blood-pressure-numbers'
const SCREENINGS = '/blog/health-screenings-for-adults'
const HEART_HABITS = '/blog/everyday-habits-for-a-healthy-heart'
const BLOOD_SUGAR = '/blog/managing-blood-sugar-day-to-day'
const BMI = '/bmi-calculator'

export const relevanceSet: RelevanceCase[] = [
  // Condition names, as typed
  { query: 'diabetes', best: DIABETES },
  { query: 'high blood pressure', best: HYPERTENSION },
  { query: 'hiv', best: HIV },
  { query: 'depression', best: DEPRESSION },
  { query: 'obesity', best: OBESITY },
  { query: 'cancer', best: CANCER },
  // Misspellings
  { query: 'diabetis', best: DIABETES },
  { query: 'diabeties', best: DIABETES },
  { query: 'hypertention', best: HYPERTENSION },
  { query: 'depresion', best: DEPRESSION },
  { query: 'obesety', best: OBESITY },
  { query: 'cancre', best: CANCER },
  { query: 'prediabetis', best: PREDIABETES },
  { query: 'insomia', best: SLEEP },
  // Lay words and clinical words
  { query: 'high bp', best: HYPERTENSION },
  { query: 'weight loss', best: OBESITY },
  { query: 'sugar diabetes', best: DIABETES },
  { query: 'feeling down all the time', best: DEPRESSION },
  { query: 'myocardial infarction', best: HEART_ATTACK },
  { query: 'heart attack', best: HEART_ATTACK },
  { query: 'blood sugar', best: BLOOD_SUGAR },
  { query: 'aids', best: HIV },
  { query: 'tumor', best: CANCER },
  { query: 'stress', best: STRESS },
  { query: 'trouble sleeping', best: SLEEP },
  { query: 'borderline diabetes', best: PREDIABETES },
  { query: 'body mass index', best: BMI },
  // Brand and generic names
  { query: 'ozempic', best: OBESITY },
  { query: 'wegovy', best: OBESITY },
  { query: 'semaglutide', best: OBESITY },
  { query: 'metformin', best: DIABETES },
  { query: 'prep', best: HIV },
  { query: 'antidepressants', best: DEPRESSION },
  { query: 'lisinopril', best: HYPERTENSION },
  { query: 'chemo', best: CANCER },
  // Questions
  { query: 'how to lower blood pressure', best: HYPERTENSION },
  { query: 'what do blood pressure numbers mean', best: BP_NUMBERS },
  { query: 'what is prediabetes', best: PREDIABETES },
  { query: 'how is hiv transmitted', best: HIV },
  { query: 'what is a healthy bmi', best: BMI },
  { query: 'which screenings do adults need', best: SCREENINGS },
  { query: 'how to keep my heart healthy', best: HEART_HABITS },
  { query: 'what is a1c', best: DIABETES },
  // Crisis and emergency words: help first, and the page that helps most first among the results
  { query: 'suicide', best: DEPRESSION, help: '988' },
  { query: 'want to kill myself', best: DEPRESSION, help: '988' },
  { query: 'self harm', best: DEPRESSION, help: '988' },
  { query: 'suicidal thoughts', best: DEPRESSION, help: '988' },
  { query: 'chest pain', best: HEART_ATTACK, help: '911' },
  { query: 'heart attack symptoms', best: HEART_ATTACK, help: '911' },
  { query: 'stroke signs', best: HYPERTENSION, help: '911' },
  { query: 'overdose', best: DEPRESSION, help: '911' },
  { query: "can't breathe", best: HEART_ATTACK, help: '911' },
  // Several words
  { query: 'blood pressure numbers', best: BP_NUMBERS },
  { query: 'healthy heart habits', best: HEART_HABITS },
  { query: 'sleep and mental health', best: SLEEP },
  { query: 'mammogram colonoscopy screening', best: SCREENINGS },
  { query: 'type 2 diabetes treatment', best: DIABETES },
  { query: 'hiv testing and prevention', best: HIV },
]
