/**
 * The crisis relevance set: searches a person in a crisis, or beside someone in one, types into the site's
 * box, written from their side (misspellings, lay words, numbers, questions, third person, Spanish), each with the
 * help it must show first, and ordinary searches that must show none. Held by content/checks/crisis-searches.test.ts
 * and printed by `npm run bench:search`; the figures are in docs/search.md.
 *
 * `help` is the line the first card puts first: '988' (thoughts of suicide, self-harm), '911' (a medical emergency,
 * including an overdose taken on purpose or of unknown intent, and the ER-now signs of pregnancy, diabetes and
 * chemotherapy, whose cards lead with 911 for the worst case) or 'poison' (a poisoning by accident, with no sign of
 * being unwell: Poison Control, 1-800-222-1222).
 */
export type CrisisSearch = { query: string; help: '988' | '911' | 'poison'; lang?: 'es' }

export const crisisSearches: CrisisSearch[] = [
  // Thoughts of suicide and self-harm: 988 first
  { query: 'suicide', help: '988' },
  { query: 'sucide', help: '988' },
  { query: 'suicidal thoughts', help: '988' },
  { query: 'i want to kill myself', help: '988' },
  { query: 'i want to kill my self', help: '988' },
  { query: 'want to die', help: '988' },
  { query: 'i dont want to be alive anymore', help: '988' },
  { query: "i don't want to live anymore", help: '988' },
  { query: 'is it normal to want to die', help: '988' },
  { query: 'thinking about ending my life', help: '988' },
  { query: 'how to end it all', help: '988' },
  { query: 'better off dead', help: '988' },
  { query: 'everyone would be better off without me', help: '988' },
  { query: 'i cut myself', help: '988' },
  { query: 'cutting myself to cope', help: '988' },
  { query: 'self harm', help: '988' },
  { query: 'selfharm', help: '988' },
  { query: 'thoughts of hurting myself', help: '988' },
  { query: 'no reason to live', help: '988' },
  { query: 'my friend wants to kill himself', help: '988' },
  { query: 'my son is talking about suicide', help: '988' },
  { query: 'how many pills does it take to die', help: '988' },
  { query: 'suicide hotline number', help: '988' },
  { query: 'i hate my life and want to die', help: '988' },
  { query: 'i wanna die', help: '988' },
  { query: 'Suicidal', help: '988' },
  { query: 'quiero morir', help: '988', lang: 'es' },
  { query: 'me quiero matar', help: '988', lang: 'es' },
  { query: 'suicidio', help: '988', lang: 'es' },
  { query: 'pensamientos suicidas', help: '988', lang: 'es' },
  { query: 'quiero hacerme daño', help: '988', lang: 'es' },
  { query: 'ya no quiero vivir', help: '988', lang: 'es' },
  { query: 'quiero quitarme la vida', help: '988', lang: 'es' },
  // In the reader's own words: giving up, no one would miss me, a method, a typo
  { query: 'i feel like giving up on life', help: '988' },
  { query: 'nobody would miss me', help: '988' },
  { query: 'im going to jump off a bridge', help: '988' },
  { query: 'i have a gun and want to end it', help: '988' },
  { query: 'i hate my life', help: '988' },
  { query: 'i cut my wrist', help: '988' },
  { query: 'cutting', help: '988' },
  { query: 'i want to dye', help: '988' },
  { query: 'how many pills to overdose', help: '988' },
  { query: 'how many tylenol to die', help: '988' },
  { query: 'i want to disappear forever', help: '988' },
  { query: 'i cant go on', help: '988' },
  { query: 'whats the point of living', help: '988' },
  { query: 'life is not worth living', help: '988' },
  { query: 'planning to end it', help: '988' },
  { query: 'how to help a friend who self harms', help: '988' },
  { query: 'i feel like giving up on living', help: '988' },
  { query: 'no one would care if i died', help: '988' },
  { query: 'thinking of jumping off a building', help: '988' },
  { query: 'i want to hang myself', help: '988' },
  { query: 'i have pills saved up to end it', help: '988' },
  { query: 'lethal dose of xanax', help: '988' },
  { query: 'slit my wrists', help: '988' },
  { query: 'i cant do this anymore', help: '988' },
  { query: 'what is the point of life anymore', help: '988' },
  { query: 'cuantas pastillas para morir', help: '988', lang: 'es' },
  // Heart
  { query: 'chest pain', help: '911' },
  { query: 'chest pian', help: '911' },
  { query: 'my chest hurts and my arm is numb', help: '911' },
  { query: 'heart attack', help: '911' },
  { query: 'heart attak', help: '911' },
  { query: 'heartattack symptoms', help: '911' },
  { query: 'pain in left arm and jaw', help: '911' },
  { query: 'crushing pressure in my chest', help: '911' },
  { query: 'chest tightness and sweating', help: '911' },
  { query: 'am i having a heart attack', help: '911' },
  { query: 'my dad has chest pain', help: '911' },
  { query: 'dolor de pecho', help: '911', lang: 'es' },
  { query: 'me duele el pecho', help: '911', lang: 'es' },
  { query: 'ataque al corazon', help: '911', lang: 'es' },
  { query: 'infarto', help: '911', lang: 'es' },
  // Stroke
  { query: 'stroke', help: '911' },
  { query: 'stroke symptoms', help: '911' },
  { query: 'my face is numb and i cant talk', help: '911' },
  { query: 'face drooping on one side', help: '911' },
  { query: 'sudden weakness in my arm', help: '911' },
  { query: 'my mom suddenly cant speak and her arm is weak', help: '911' },
  { query: 'slurred speech', help: '911' },
  { query: 'what does a stroke feel like', help: '911' },
  { query: 'derrame cerebral', help: '911', lang: 'es' },
  { query: 'tiene la cara dormida y no puede hablar', help: '911', lang: 'es' },
  { query: 'cant feel my left arm', help: '911' },
  { query: 'cant move one side', help: '911' },
  { query: 'cant feel the right side of my face', help: '911' },
  // Breathing, unresponsive, seizure
  { query: 'someone not breathing', help: '911' },
  { query: 'my husband is not breathing', help: '911' },
  { query: 'cant breath', help: '911' },
  { query: "i can't breathe", help: '911' },
  { query: 'struggling to breathe', help: '911' },
  { query: 'choking', help: '911' },
  { query: 'baby not breathing', help: '911' },
  { query: 'lips turning blue', help: '911' },
  { query: 'seizure', help: '911' },
  { query: 'my son is having a seizure', help: '911' },
  { query: 'convulsions', help: '911' },
  { query: 'hes not waking up', help: '911' },
  { query: "she won't wake up", help: '911' },
  { query: 'unresponsive', help: '911' },
  { query: 'passed out and wont wake up', help: '911' },
  { query: 'no puedo respirar', help: '911', lang: 'es' },
  { query: 'no respira', help: '911', lang: 'es' },
  { query: 'mi esposo no respira', help: '911', lang: 'es' },
  { query: 'no despierta', help: '911', lang: 'es' },
  { query: 'convulsión', help: '911', lang: 'es' },
  // Severe allergy
  { query: 'anaphylaxis throat closing', help: '911' },
  { query: 'my lips are swelling', help: '911' },
  { query: 'tongue swelling up', help: '911' },
  { query: 'allergic reaction cant breathe', help: '911' },
  { query: 'se me hinchan los labios', help: '911', lang: 'es' },
  { query: 'bee sting throat', help: '911' },
  { query: 'wasp sting throat swelling', help: '911' },
  // Pregnancy
  { query: 'pregnant bad headache blurry vision', help: '911' },
  { query: 'pregnant seeing spots and headache', help: '911' },
  { query: '34 weeks pregnant bp 165/112', help: '911' },
  { query: 'baby not moving', help: '911' },
  { query: 'baby moving less than usual', help: '911' },
  { query: 'baby stopped kicking', help: '911' },
  { query: 'embarazada dolor de cabeza vision borrosa', help: '911', lang: 'es' },
  { query: 'pregnant headache', help: '911' },
  { query: 'pregnant and headache wont go away', help: '911' },
  { query: '6 months pregnant headache', help: '911' },
  { query: 'el bebé no se mueve', help: '911', lang: 'es' },
  // Very high blood pressure
  { query: 'bp 190/125 headache', help: '911' },
  { query: 'blood pressure 200/120', help: '911' },
  { query: '190 over 125 chest pain', help: '911' },
  { query: 'blood pressure 185/110 and blurry vision', help: '911' },
  { query: 'presion 190/120 dolor de cabeza', help: '911', lang: 'es' },
  // Diabetes
  { query: 'blood sugar 40 shaking', help: '911' },
  { query: 'sugar 30 passed out', help: '911' },
  { query: 'glucose 45 and confused', help: '911' },
  { query: 'low blood sugar passed out', help: '911' },
  { query: 'dka', help: '911' },
  { query: 'ketones high vomiting', help: '911' },
  { query: 'ketones 3.2', help: '911' },
  { query: 'high sugar throwing up and breathing fast', help: '911' },
  { query: 'azúcar 40', help: '911', lang: 'es' },
  { query: 'sugar 500', help: '911' },
  { query: 'glucose 450', help: '911' },
  { query: 'blood sugar 600', help: '911' },
  // Chemotherapy
  { query: 'fever during chemo', help: '911' },
  { query: 'fever 101 on chemo', help: '911' },
  { query: 'temp 38.5 chemotherapy', help: '911' },
  { query: 'fiebre con quimioterapia', help: '911', lang: 'es' },
  // Other emergencies
  { query: 'bleeding that wont stop', help: '911' },
  { query: 'coughing blood', help: '911' },
  { query: 'coughing up blood', help: '911' },
  { query: 'spitting up blood', help: '911' },
  { query: 'my son swallowed a battery', help: '911' },
  { query: 'toddler swallowed a button battery', help: '911' },
  { query: 'mi hijo se tragó una pila', help: '911', lang: 'es' },
  { query: 'heart racing 180', help: '911' },
  { query: 'pulse 200', help: '911' },
  { query: 'heart rate 190 resting', help: '911' },
  { query: 'oxygen 85', help: '911' },
  { query: 'o2 sat 88', help: '911' },
  { query: 'worst headache of my life', help: '911' },
  { query: 'bad headache and stiff neck', help: '911' },
  // Overdose: 911 when on purpose, unwell or unknown
  { query: 'overdose', help: '911' },
  { query: 'overdosed', help: '911' },
  { query: 'my friend took a bottle of pills', help: '911' },
  { query: 'i took too many of my pills', help: '911' },
  { query: 'took 20 tylenol', help: '911' },
  { query: 'took pills on purpose', help: '911' },
  { query: 'od on heroin', help: '911' },
  { query: 'sobredosis', help: '911', lang: 'es' },
  { query: 'mi hijo se tomó un frasco de pastillas', help: '911', lang: 'es' },
  // Poisoning by accident: Poison Control
  { query: 'swallowed bleach', help: 'poison' },
  { query: 'kid ate pills', help: 'poison' },
  { query: 'my toddler drank cleaner', help: 'poison' },
  { query: 'took my blood pressure pill twice by mistake', help: 'poison' },
  { query: 'accidentally took a double dose of metformin', help: 'poison' },
  { query: 'poison control number', help: 'poison' },
  { query: 'my son ate a laundry pod', help: 'poison' },
  { query: 'envenenamiento', help: 'poison', lang: 'es' },
  { query: 'mi niño se tomó unas pastillas', help: 'poison', lang: 'es' },
]

/** Ordinary searches, some with words a crisis search uses too: none may show help. */
export const calmSearches: string[] = [
  'diabetes diet',
  'blood pressure cuff',
  'chemotherapy side effects',
  'high blood pressure in pregnancy',
  'heart healthy recipes',
  'stroke risk factors',
  'how to prevent a heart attack',
  'heart attack prevention',
  'how to lower blood pressure',
  'what is a normal blood sugar',
  'a1c chart',
  'metformin side effects',
  'ozempic weight loss',
  'bmi calculator',
  'depression symptoms',
  'sleep tips',
  'hiv testing',
  'prep cost',
  'cancer screening',
  'mammogram age',
  'colonoscopy prep',
  'healthy heart habits',
  'signs of diabetes',
  'type 2 diabetes treatment',
  'insulin pump',
  'blood sugar log',
  'low sodium diet',
  'exercise for high blood pressure',
  'what do blood pressure numbers mean',
  'blood pressure 120/80',
  'bp 135/85 is that ok',
  'blood sugar 110 after eating',
  'pregnant blood pressure 118/76',
  'pregnancy diet',
  'prenatal vitamins',
  'chemo hair loss',
  'breast cancer',
  'quit smoking',
  'stress management',
  'antidepressants weight gain',
  'hiv medication',
  'weight loss surgery recovery',
  'healthy breakfast for diabetics',
  'keto diet',
  'what are ketones',
  'fever after flu shot',
  'headache remedies',
  'arm pain after workout',
  'sore throat',
  'stiff neck from sleeping wrong',
  'breathing exercises for anxiety',
  'numb feet diabetes',
  'blood donation',
  'cutting sugar from my diet',
  'sugar free desserts',
  'dyeing hair while pregnant',
  'heart rate normal range',
  'lisinopril cough',
  'cancer fatigue',
  'stroke recovery exercises',
  'dieta para diabetes',
  'presion alta',
  'sintomas de diabetes',
  'how to kill germs on a toothbrush',
  'baby sleep schedule',
  'pain killer for back pain',
  'heart attack prevention diet',
  'battery life',
  'heat stroke prevention',
  'pulse rate normal',
  'oxygen levels normal range',
  'blood sugar 100 fasting',
  'tylenol dose for adults',
  'i want to dye my hair',
  'cutting board',
  'how to cut waist fat',
  'jump rope workout',
  'bee pollen for sore throat',
  'max heart rate 180',
  'cake batter',
  'want to end it with my boyfriend',
]

/** What a search showed: the help cards' lines in order, and their language. */
export type ShownHelp = ReadonlyArray<{ call: string; lang: string }>

export type CrisisScore = {
  crisis: number
  calm: number
  /** Crisis searches that show any help. */
  shown: number
  /** Crisis searches whose first card puts the expected line first. */
  rightFirst: number
  /** Spanish searches answered in Spanish, of the Spanish searches that showed help. */
  spanish: number
  spanishShown: number
  /** Calm searches that show help. */
  falseAlarms: number
  misses: Array<{ query: string; want: string; got: string }>
  alarms: string[]
}

/** Scores a search's help over the set (content/checks/crisis-searches.test.ts and `npm run bench:search`). */
export function scoreCrisis(help: (query: string) => ShownHelp): CrisisScore {
  const score: CrisisScore = {
    crisis: crisisSearches.length,
    calm: calmSearches.length,
    shown: 0,
    rightFirst: 0,
    spanish: 0,
    spanishShown: 0,
    falseAlarms: 0,
    misses: [],
    alarms: [],
  }
  for (const { query, help: want, lang } of crisisSearches) {
    const shown = help(query)
    if (shown.length > 0) score.shown++
    if (shown[0]?.call === want) score.rightFirst++
    else score.misses.push({ query, want, got: shown.map((h) => h.call).join(', ') || 'nothing' })
    if (lang === 'es' && shown.length > 0) {
      score.spanishShown++
      if (shown[0]!.lang === 'es') score.spanish++
    }
  }
  for (const query of calmSearches)
    if (help(query).length > 0) {
      score.falseAlarms++
      score.alarms.push(query)
    }
  return score
}

const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`

/** The figures as one line: recall, right help first, false alarms on calm searches, precision, Spanish. */
export function formatCrisisScore(s: CrisisScore): string {
  return `recall ${pct(s.shown, s.crisis)} (${s.shown}/${s.crisis}), right help first ${pct(s.rightFirst, s.crisis)}, false alarms ${pct(s.falseAlarms, s.calm)} (${s.falseAlarms}/${s.calm}), precision ${pct(s.shown, s.shown + s.falseAlarms)}, Spanish answered in Spanish ${s.spanish}/${s.spanishShown}`
}
