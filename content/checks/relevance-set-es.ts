/**
 * The Spanish relevance set: what Spanish-speaking readers type into the Spanish search box, and the page
 * a health editor would put first for each, in the Spanish site's addresses. Written from the reader's side, as the
 * English set (./relevance-set.ts): words without their accents, misspellings, plurals and other forms, lay words,
 * brand names, questions, crisis and emergency words, and English words a bilingual reader mixes in. The figures are
 * in docs/search.md; content/checks/relevance-es.test.ts holds the Spanish search to them.
 */
import { spanishRoutes } from '@/lib/site/localized-routes'
import type { RelevanceCase } from './relevance-set'

const DIABETES = spanishRoutes.condition('diabetes')
const HYPERTENSION = spanishRoutes.condition('presion-arterial-alta')
const HIV = spanishRoutes.condition('vih-sida')
const DEPRESSION = spanishRoutes.condition('depresion')
const OBESITY = spanishRoutes.condition('obesidad')
const CANCER = spanishRoutes.condition('cancer')
const HEART_ATTACK = spanishRoutes.blogPost('senales-de-un-ataque-al-corazon')
const STRESS = spanishRoutes.blogPost('manejar-el-estres-cada-dia')
const SLEEP = spanishRoutes.blogPost('el-sueno-y-la-salud-mental')
const PREDIABETES = spanishRoutes.blogPost('prediabetes-que-quiere-decir')
const BP_NUMBERS = spanishRoutes.blogPost('entender-los-numeros-de-la-presion')
const SCREENINGS = spanishRoutes.blogPost('pruebas-de-salud-para-adultos')
const HEART_HABITS = spanishRoutes.blogPost('habitos-diarios-para-un-corazon-sano')
const BLOOD_SUGAR = spanishRoutes.blogPost('controlar-el-azucar-dia-a-dia')
const BMI = spanishRoutes.bmiCalculator()

export const spanishRelevanceSet: RelevanceCase[] = [
  // Condition names, as typed (with and without accents)
  { query: 'diabetes', best: DIABETES },
  { query: 'presión arterial alta', best: HYPERTENSION },
  { query: 'presion alta', best: HYPERTENSION },
  { query: 'hipertensión', best: HYPERTENSION },
  { query: 'vih', best: HIV },
  { query: 'sida', best: HIV },
  { query: 'depresión', best: DEPRESSION },
  { query: 'obesidad', best: OBESITY },
  { query: 'cáncer', best: CANCER },
  { query: 'cancer', best: CANCER },
  // Misspellings and accents where there are none
  { query: 'diabétes', best: DIABETES },
  { query: 'diabetis', best: DIABETES },
  { query: 'ipertension', best: HYPERTENSION },
  { query: 'depresíon', best: DEPRESSION },
  { query: 'obesida', best: OBESITY },
  { query: 'prediabetis', best: PREDIABETES },
  // Other forms of a word (plural, gender)
  { query: 'diabéticos', best: DIABETES },
  { query: 'tumores', best: CANCER },
  { query: 'antidepresivos', best: DEPRESSION },
  // Lay words and clinical words
  { query: 'azúcar en la sangre', best: BLOOD_SUGAR },
  { query: 'ataque al corazón', best: HEART_ATTACK },
  { query: 'infarto', best: HEART_ATTACK },
  { query: 'bajar de peso', best: OBESITY },
  { query: 'estrés', best: STRESS },
  { query: 'no puedo dormir', best: SLEEP },
  { query: 'índice de masa corporal', best: BMI },
  { query: 'imc', best: BMI },
  { query: 'quimioterapia', best: CANCER },
  // Brand and generic names
  { query: 'ozempic', best: OBESITY },
  { query: 'metformina', best: DIABETES },
  { query: 'prep', best: HIV },
  // Questions
  { query: 'cómo bajar la presión', best: HYPERTENSION },
  { query: 'qué significan los números de la presión', best: BP_NUMBERS },
  { query: 'qué es la prediabetes', best: PREDIABETES },
  { query: 'cómo se transmite el vih', best: HIV },
  { query: 'qué pruebas de detección necesito', best: SCREENINGS },
  { query: 'hábitos para un corazón sano', best: HEART_HABITS },
  // Crisis and emergency words: help first, and the page that helps most first among the results
  { query: 'quiero morir', best: DEPRESSION, help: '988' },
  { query: 'pensamientos suicidas', best: DEPRESSION, help: '988' },
  { query: 'suicidio', best: DEPRESSION, help: '988' },
  { query: 'dolor de pecho', best: HEART_ATTACK, help: '911' },
  { query: 'señales de un ataque al corazón', best: HEART_ATTACK, help: '911' },
  // A bilingual reader's English words on the Spanish site
  { query: 'diabetes tipo 2', best: DIABETES },
  { query: 'hiv', best: HIV },
]
