/**
 * The triage vocabulary: one reviewed list of warning signs and the action each calls for, so that every get-help
 * card and every "when to get help" box on the site gives a sign the same action. It is content, reviewed like
 * content (docs/content-standards.md): each sign names the source it follows.
 *
 * Used by the seed test (content/checks/triage.test.ts: every card and box of the dataset), by the Studio (a warning
 * beside the get-help card and the callout an editor is writing: schemas/rules/triage.ts), and meant for search (a crisis
 * search shows help before results): `TRIAGE_ACTIONS`, `TriageActionId`, `CARD_TIERS`, `signsIn` and
 * `mostUrgentAction` are the stable part.
 *
 * Matching is by plain phrases, not by meaning: a sign is recognised only in the words listed here. A card that words
 * a sign differently is not checked for it, so new wording of a sign belongs in this list first.
 */

import type { ReaderLang } from '@/lib/site/languages'

/** The language the vocabulary's action labels and signs are written in. */
export const TRIAGE_LANGUAGE = 'en' satisfies ReaderLang

/**
 * What a reader must do, most urgent first: `label` in the vocabulary's language, `said` the same action in each
 * other reader language, for a search written in it (a new language adds its line here).
 */
export const TRIAGE_ACTIONS = {
  'call-911': { label: 'call 911 now', said: { es: 'llame al 911 ahora' }, tier: 'now', rank: 0 },
  'call-988': {
    label: 'call or text 988 now',
    said: { es: 'llame al 988 y oprima el 2, o envíe AYUDA al 988' },
    tier: 'now',
    rank: 0,
  },
  'er-or-team-now': {
    label: 'go to the ER or call the specialist team now',
    said: { es: 'vaya a la sala de emergencias o llame a su equipo médico ahora' },
    tier: 'now',
    rank: 0,
  },
  'poison-control': {
    label: 'call Poison Control now at 1-800-222-1222',
    said: { es: 'llame a Control de Envenenamientos ahora al 1-800-222-1222' },
    tier: 'now',
    rank: 0,
  },
  'same-day': {
    label: 'get care the same day',
    said: { es: 'busque atención médica hoy mismo' },
    tier: 'sameDay',
    rank: 1,
  },
  appointment: { label: 'make an appointment', said: { es: 'pida una cita' }, tier: 'appointment', rank: 2 },
} as const satisfies Record<
  string,
  { label: string; said: Record<Exclude<ReaderLang, typeof TRIAGE_LANGUAGE>, string>; tier: string; rank: number }
>

export type TriageActionId = keyof typeof TRIAGE_ACTIONS
/** The get-help card's tiers (schemas/objects/getHelpCard.ts), most urgent first. */
export type CardTier = (typeof TRIAGE_ACTIONS)[TriageActionId]['tier']
export const CARD_TIERS = ['now', 'sameDay', 'appointment'] as const satisfies readonly CardTier[]
/** What each card tier is called on the page (components/article/GetHelpCard.tsx). */
export const CARD_TIER_TITLES: Record<CardTier, string> = {
  now: 'Get help now',
  sameDay: 'Get care today if',
  appointment: 'Make an appointment if',
}

export type TriageSign = {
  id: string
  /** The sign in plain words, as a message names it. */
  label: string
  action: TriageActionId
  /** Any of these phrases in a bullet (or a line of a box) names the sign. */
  phrases: readonly RegExp[]
  /** The sign only applies when the bullet, or the box it sits in, also says this (e.g. pregnancy). */
  context?: RegExp
  /** The sign calls for its action whatever the blood pressure reading: a line must not make it depend on one. */
  anyReading?: boolean
  /** More specific signs that take the place of these when both are named (brief chest pain that has gone). */
  overrides?: readonly string[]
  source: string
}

const PREGNANCY = /\bpregnan|\bhad a baby\b|\bgave birth\b|\bin pregnancy\b/i
const CHEMO = /\bchemo|\bcancer treatment\b|\btreatment team\b|\bcancer team\b/i
const BARIATRIC = /\bweight-loss surgery\b|\bbariatric\b/i

export const TRIAGE_SIGNS: readonly TriageSign[] = [
  {
    id: 'chest-pain',
    label: 'chest pain or pressure',
    action: 'call-911',
    phrases: [
      /\bchest (pain|pressure|discomfort|tightness|heaviness)\b/i,
      /\bchest pain, pressure\b/i,
      // An editor's rewording of the same sign ("your chest feels tight or heavy", "a crushing feeling in the chest").
      /\bchest (feels?|is|gets?) (tight|heavy|squeezed|crushed)\b/i,
      /\b(crushing|squeezing|tight|heavy) (feeling|pain|pressure) in (your|the|my) chest\b/i,
    ],
    anyReading: true,
    source: 'American Heart Association, "Warning signs of a heart attack"; NHLBI, "Heart attack: symptoms"',
  },
  {
    id: 'chest-pain-brief-gone',
    label: 'brief chest pain that has gone away',
    action: 'same-day',
    phrases: [/\bbrief chest pain\b[^.]*\bgone\b/i],
    overrides: ['chest-pain'],
    source: 'NICE CG95, "Recent-onset chest pain of suspected cardiac origin" (pain over 12 hours ago, now gone)',
  },
  {
    id: 'heart-attack-or-stroke',
    label: 'signs of a heart attack or a stroke',
    action: 'call-911',
    phrases: [
      /\bsigns? of (a )?(stroke|heart attack)\b/i,
      /\b(drooping face|face that droops|slurred speech|trouble speaking|difficulty speaking)\b/i,
      /\bsudden (bad|severe) headache\b/i,
      /\b(worst|most painful) headache\b/i,
      /\bthunderclap headache\b/i,
      /\bsudden(ly)? lose your sight\b|\bsudden vision loss\b/i,
    ],
    anyReading: true,
    source: 'American Stroke Association, "Stroke symptoms" (F.A.S.T.); CDC, "Signs and symptoms of stroke"',
  },
  {
    id: 'stroke-signs',
    label:
      'sudden numbness or weakness of the face, an arm or a leg (often on one side), or sudden trouble seeing or speaking',
    action: 'call-911',
    phrases: [
      /\bsudden(ly)?\b[^.;]{0,30}\b(numb(ness)?|weak(ness)?)\b/i,
      /\b(numb(ness)?|weak(ness)?)\b[^.;]{0,40}\bone side\b/i,
      /\bone side of (the|your) (body|face)\b/i,
      /\b(face|facial|arm) (numbness|weakness|drooping)\b/i,
      /\b(face|smile|mouth)\b[^.;]{0,15}\b(droops?|drooping|droopy|sags?|sagging|lopsided|crooked|uneven)\b/i,
      /\b(droops?|drooping|sags?|sagging)\b[^.;]{0,15}\bone side\b/i,
      /\bsudden(ly)?\b[^.;]{0,30}\btrouble (seeing|speaking|talking|understanding)\b/i,
      /\btrouble (seeing|speaking) or (seeing|speaking)\b/i,
    ],
    anyReading: true,
    source: 'American Stroke Association, "Stroke symptoms" (B.E. F.A.S.T.); CDC, "Signs and symptoms of stroke"',
  },
  {
    id: 'confusion',
    label: 'sudden confusion',
    action: 'call-911',
    phrases: [/\bconfus(ed|ion)\b/i],
    anyReading: true,
    source: 'CDC, "Signs and symptoms of stroke" (sudden confusion); ADA, "Hypoglycemia" (severe low blood sugar)',
  },
  {
    id: 'severe-breathing',
    label: 'bad trouble breathing or not breathing',
    action: 'call-911',
    phrases: [
      /\b(bad|severe|very bad) (trouble breathing|shortness of breath|breathlessness)\b/i,
      /\bnot breathing\b/i,
      /\b(can'?t|cannot) breathe\b/i,
      /\bstruggling to breathe\b/i,
      /\bgasping\b/i,
    ],
    anyReading: true,
    overrides: ['breathless'],
    source: 'MedlinePlus, "Recognizing medical emergencies"; AHA, "Hypertensive crisis: when you should call 911"',
  },
  {
    id: 'breathless',
    label: 'trouble breathing',
    action: 'er-or-team-now',
    phrases: [/\btrouble breathing\b/i, /\bshort(ness)? of breath\b/i, /\bbreathless/i],
    source:
      'MedlinePlus, "Recognizing medical emergencies"; ACOG, "Preeclampsia and high blood pressure during pregnancy"',
  },
  {
    id: 'collapse-or-seizure',
    label: 'passing out, fainting or a seizure',
    action: 'call-911',
    phrases: [
      /\bpass(es|ed)? out\b/i,
      /\bfaint(s|ed|ing)?\b/i,
      /\bcollapses?\b/i,
      /\bseizures?\b/i,
      /\bconvulsions?\b/i,
      /\bhard to wake\b/i,
    ],
    source:
      'MedlinePlus, "Recognizing medical emergencies"; CDC, "Seizure first aid" (call 911 when a seizure lasts over 5 minutes or is a first one); ADA, "Hypoglycemia"',
  },
  {
    id: 'unresponsive',
    label: 'unresponsive: will not wake up or does not respond',
    action: 'call-911',
    phrases: [
      /\bunresponsive\b/i,
      /\bunconscious\b/i,
      /\b(won'?t|will not|does not|doesn'?t|can'?t|cannot) (wake|be woken|respond)/i,
      /\bnot (waking|responding)\b/i,
    ],
    anyReading: true,
    source: 'American Red Cross, "CPR steps" (unresponsive: call 911); MedlinePlus, "Recognizing medical emergencies"',
  },
  {
    id: 'cannot-swallow',
    label: 'too confused or sleepy to swallow safely',
    action: 'call-911',
    phrases: [/\b(can'?t|cannot) safely swallow\b/i, /\bto swallow( safely)?\b/i],
    source: 'ADA, "Hypoglycemia (low blood glucose)": severe low blood sugar',
  },
  {
    id: 'suicidal-thoughts',
    label: 'thoughts of suicide',
    action: 'call-988',
    phrases: [
      /\b(thoughts of|thinking (about|of)|think about) (suicide|ending your life)\b/i,
      /\bsuicid/i,
      /\bself-harm\b/i,
      /\b(kill|hurt) (myself|yourself)\b/i,
      /\bend (my|your) life\b/i,
      /\bharm(ing)? (myself|yourself|your baby|my baby)\b/i,
    ],
    source: '988 Suicide & Crisis Lifeline, "Get help now"',
  },
  {
    id: 'suicide-danger',
    label: 'about to act on thoughts of suicide, or in danger now',
    action: 'call-911',
    phrases: [
      /\bact on thoughts of suicide\b/i,
      // "might act on them", "may act on thoughts of harming": the same threshold as acting on thoughts of suicide.
      /\b(might|may|could) act on (them|these thoughts|those thoughts|thoughts)\b/i,
      /\bin (immediate )?danger\b/i,
      /\bbadly hurt\b/i,
      /\bhurt themselves\b/i,
    ],
    overrides: ['suicidal-thoughts'],
    source: '988 Suicide & Crisis Lifeline, "Get help now" (imminent danger: 911)',
  },
  {
    id: 'suicide-method',
    label: 'looking for a way to end their life (how many pills, a lethal dose)',
    action: 'call-988',
    phrases: [/\b(lethal|fatal|deadly) (dose|amount)\b/i, /\bhow many pills (does it take )?to (die|overdose)\b/i],
    // Asking how to overdose is not having taken one: 988 first, whose lines say 911 in danger.
    overrides: ['overdose'],
    source:
      '988 Suicide & Crisis Lifeline, "Know the signs" (looking for a way to end one\'s life, such as searching online)',
  },
  {
    id: 'overdose',
    label: 'an overdose (someone took too much of a drug)',
    action: 'call-911',
    phrases: [/\boverdose\b/i, /\b(took|taken) too much\b/i, /\btoo much of a drug\b/i],
    source: 'America\'s Poison Centers, "When to call 911"; SAMHSA, "Opioid overdose"',
  },
  {
    id: 'overdose-on-purpose',
    label: 'an overdose taken on purpose (call 911 even if the person seems fine)',
    action: 'call-911',
    phrases: [
      /\b(took|taken|take|takes|swallowed)\b[^.;]*\bon purpose\b/i,
      /\bon purpose\b[^.;]*\b(overdose|too much|pills)\b/i,
      /\bintentional(ly)? (overdose|took|taken)\b/i,
    ],
    overrides: ['overdose-seems-ok', 'swallowed-something'],
    source: '988 Suicide & Crisis Lifeline; America\'s Poison Centers, "When to call 911" (a suicide attempt: 911)',
  },
  {
    id: 'overdose-seems-ok',
    label: 'took too much by accident and is awake and breathing normally',
    action: 'poison-control',
    phrases: [
      /\b(took|taken) too much\b[^.]*\bseems? (OK|okay|fine|well)\b/i,
      /\bby (accident|mistake)\b[^.;]*\b(awake|breathing normally)\b/i,
      /\b(awake|breathing normally)\b[^.;]*\bby (accident|mistake)\b/i,
    ],
    overrides: ['overdose', 'swallowed-something'],
    source:
      "America's Poison Centers (1-800-222-1222): call Poison Control at once if the person is awake and breathing normally; 911 if not",
  },
  {
    id: 'button-battery',
    label: 'swallowed a button battery (even with no signs)',
    action: 'call-911',
    phrases: [/\b(button|coin) batter(y|ies)\b/i],
    overrides: ['overdose-seems-ok', 'swallowed-something'],
    source:
      'National Capital Poison Center, "Button battery ingestion" (go to the ER at once, even with no symptoms; National Battery Ingestion Hotline 1-800-498-8666); America\'s Poison Centers (1-800-222-1222)',
  },
  {
    id: 'severe-allergy',
    label: 'swelling of the lips, tongue or face',
    action: 'call-911',
    phrases: [
      /\b(lips|tongue)\b[^.]*\bswell/i,
      /\bswelling of the face or lips\b/i,
      /\banaphyla(xis|ctic)\b/i,
      /\bthroat (is )?(closing|swelling|tight)/i,
    ],
    source:
      'MedlinePlus, "Angioedema"; FDA labels of ACE inhibitors (angioedema); American Academy of Allergy, Asthma & Immunology, "Anaphylaxis"',
  },
  {
    id: 'stiff-neck',
    label: 'a bad headache with a stiff neck',
    action: 'call-911',
    phrases: [/\bstiff neck\b/i],
    source: 'CDC, "Meningococcal disease: symptoms"',
  },
  {
    id: 'heavy-bleeding',
    label: 'heavy bleeding, or coughing or throwing up a lot of blood',
    action: 'call-911',
    phrases: [/\bheavy bleeding\b/i, /\b(a lot of|large amounts of) blood\b/i],
    source:
      'American Cancer Society, "Emergencies during cancer treatment"; MedlinePlus, "Recognizing medical emergencies" (coughing or vomiting blood)',
  },
  {
    id: 'cord-compression',
    label: 'weak or numb legs, or losing control of bladder or bowels',
    action: 'call-911',
    phrases: [
      /\blegs? (go )?weak or numb\b/i,
      /\bweakness or numbness in (your|the) legs\b/i,
      /\bbladder or bowel control\b/i,
      /\bcontrol your pee or poop\b/i,
    ],
    source: 'NICE NG234, "Spinal metastases and metastatic spinal cord compression" (2023)',
  },
  {
    id: 'dka',
    label: 'signs of DKA (high blood sugar with vomiting, belly pain or fast breathing)',
    action: 'er-or-team-now',
    phrases: [
      /\bDKA\b/,
      /\bfruity\b/i,
      /\b(deep or )?fast breathing\b/i,
      /\b(blood sugar|ketones)\b[^.]*\b(throw up|vomit|keep fluids down)/i,
      /\bketones?\b[^.;]*\b3(\.0)? ?mmol/i,
    ],
    // A high reading with throwing up, belly pain or fast breathing is DKA: its action, not a high reading's.
    overrides: ['high-blood-sugar'],
    source: 'ADA, "DKA (ketoacidosis) and ketones"; CDC, "Diabetic ketoacidosis"',
  },
  {
    id: 'ketones',
    label: 'moderate or large ketones on a urine strip, or 1.5 mmol/L or more on a blood meter',
    action: 'er-or-team-now',
    phrases: [
      // Not "high blood sugar or ketones": that is high blood sugar, with any ketones.
      /\b(moderate|large|high|raised)\b(?![^.;]{0,20}\bblood sugar\b)[^.;]{0,20}\bketones\b/i,
      /\bketones\b[^.;]{0,25}\b(moderate|large|high|raised)\b/i,
      /\bketones?\b[^.;]*\b1\.5 ?mmol/i,
    ],
    source: 'ADA, "DKA (ketoacidosis) and ketones" (moderate or large: call your team; with vomiting or high: ER)',
  },
  {
    id: 'low-blood-sugar-severe',
    label: 'severe low blood sugar: passed out, a seizure, not able to swallow, or too confused to treat it',
    action: 'call-911',
    phrases: [
      /\blow blood (sugar|glucose)\b[^.;]*\b(confus|pass(es|ed)? out|seizure|hard to wake|can'?t swallow)/i,
      /\btoo confused to treat\b/i,
    ],
    overrides: ['low-blood-sugar-level-2'],
    source:
      'ADA Standards of Care in Diabetes 2026, section 6, and ADA, "Hypoglycemia (low blood glucose)": level 3 (needs help from someone else): glucagon, and 911 if the person is not awake',
  },
  {
    id: 'low-blood-sugar-level-2',
    label:
      'blood sugar below 54 mg/dL (3.0 mmol/L) in someone awake: treat it at once with fast sugar (the 15-15 rule), and tell the care team the same day',
    action: 'same-day',
    phrases: [/\b(below|under|less than) 54\b/i],
    source:
      'ADA Standards of Care in Diabetes 2026, section 6 (level 2 below 54 mg/dL: oral glucose for a person who is awake, then a review of the plan); ADA, "Treatment for low blood glucose" (the 15-15 rule)',
  },
  {
    id: 'high-blood-sugar',
    label:
      'blood sugar over 300 mg/dL (16.7 mmol/L): check ketones; with throwing up, belly pain or fast breathing, DKA',
    action: 'same-day',
    phrases: [/\b(over|above|more than) 300\b/i],
    source:
      'ADA, "Hyperglycemia (high blood glucose)" and "DKA (ketoacidosis) and ketones" (check ketones over 240 mg/dL; with vomiting, the ER); Yale Diabetes Center, "Hyperglycemia" (very high: over 300 mg/dL, two in a row: act)',
  },
  {
    id: 'low-oxygen',
    label: 'an oxygen level of 92% or less on a finger meter (pulse oximeter)',
    action: 'call-911',
    phrases: [
      /\boxygen (level |reading )?(of|at|is|below|under) 9[0-2]\b|\b9[0-2]%? or (less|lower|below)\b[^.;]*\boxygen\b/i,
    ],
    source:
      'NHS England, "Pulse oximetry to detect early deterioration" patient leaflet (92% or less: go to A&E or call 999 unless told another target); Mayo Clinic, "Hypoxemia" (below 90% is low)',
  },
  {
    id: 'very-fast-heartbeat',
    label: 'a pulse of 150 or more at rest',
    action: 'er-or-team-now',
    phrases: [/\bpulse (of|is|over)? ?1[5-9]\d\b[^.;]*\bat rest\b|\b150 or more at rest\b/i],
    source:
      'AHA ACLS adult tachycardia algorithm (a rate of 150 or more is likely a rhythm problem); AHA, "Tachycardia: fast heart rate" (with chest pain, fainting or trouble breathing: 911)',
  },
  {
    id: 'fast-heartbeat',
    label: 'a pulse over 120 at rest that does not slow down',
    action: 'same-day',
    phrases: [/\bpulse (of|is)? ?over 120\b[^.;]*\bat rest\b/i],
    source: 'NHS, "Heart palpitations" (heart rate over 120 at rest: urgent GP appointment or 111)',
  },
  {
    id: 'pregnancy-severe',
    label:
      'in pregnancy or the year after: top number 160 or more, bottom 110 or more, or a bad headache or sight changes',
    action: 'er-or-team-now',
    phrases: [
      /\b160\b/,
      /\b110\b/,
      /\bbad headache\b/i,
      /\b(changes in (your vision|how you see)|vision changes|blurr)/i,
      /\bpain under your ribs\b/i,
      /\bswelling of your face or hands\b/i,
    ],
    context: PREGNANCY,
    overrides: ['heart-attack-or-stroke'],
    source: 'ACOG Practice Bulletin 222 (2020); CDC, "Hear Her" urgent warning signs (up to a year after birth)',
  },
  {
    id: 'pregnancy-raised-bp',
    label: 'in pregnancy or the year after: top number 140 or more, or bottom 90 or more, feeling fine',
    action: 'same-day',
    phrases: [/\b140\b[^.]*\bfeel fine\b/i, /\b90 or (more|higher)\b[^.]*\bfeel fine\b/i, /\b(140|90) or more\b/i],
    context: PREGNANCY,
    source: 'ACOG Practice Bulletin 222 (2020); NICE NG133, "Hypertension in pregnancy" (2019, updated 2023)',
  },
  {
    id: 'reduced-fetal-movement',
    label: 'a baby moving less than usual',
    action: 'er-or-team-now',
    phrases: [
      /\bbaby (moves|is moving) less\b/i,
      /\bbaby\b[^.;]{0,30}\b(moves?|moving|kicks?|kicking)\b[^.;]{0,20}\b(less|fewer|stopped|not at all)\b/i,
      /\b(fewer|less|reduced|no) (fetal |baby'?s? )?(movements?|kicks)\b/i,
      /\bbaby (has )?(stopped moving|is not moving|isn'?t moving)\b/i,
    ],
    source: 'NHS, "Your baby\'s movements"; RCOG Green-top Guideline 57 (do not wait until the next day)',
  },
  {
    id: 'fever-in-chemo',
    label: 'a fever, chills or feeling suddenly very unwell during cancer treatment',
    action: 'er-or-team-now',
    phrases: [
      /\bfever\b/i,
      /\b100\.4\b/,
      /\b38(\.0)? ?°? ?C\b/,
      /\bchills\b/i,
      /\bshivering\b/i,
      /\bsigns of infection\b/i,
    ],
    context: CHEMO,
    source: 'CDC, "Preventing infections in cancer patients"; NICE NG151, "Neutropenic sepsis" (2012, updated 2020)',
  },
  {
    id: 'after-weight-loss-surgery',
    label: 'after weight-loss surgery: bad belly pain, fever, a fast heartbeat, vomiting or a swollen leg',
    action: 'er-or-team-now',
    phrases: [
      /\bbelly pain\b/i,
      /\bfever\b/i,
      /\b(fast|racing) heart(beat)?\b/i,
      /\bkeep fluids down\b/i,
      /\bvomiting\b/i,
      /\b(swollen|sore) leg\b|\bleg is sore\b|\bswollen leg\b/i,
    ],
    context: BARIATRIC,
    source: 'ASMBS, "Life after bariatric surgery"; Kaiser Permanente bariatric program (clots: emergency department)',
  },
  {
    id: 'postpartum-psychosis',
    label: 'after having a baby: seeing or hearing things, or believing untrue things',
    action: 'er-or-team-now',
    phrases: [/\b(see|hear) (or (see|hear) )?things\b/i, /\bbelieve (things that|untrue)/i],
    context: /\bhad a baby\b|\bgave birth\b/i,
    overrides: ['psychosis'],
    source: 'NHS, "Postpartum psychosis" (a medical emergency); Royal College of Psychiatrists',
  },
  {
    id: 'psychosis',
    label: 'seeing or hearing things others do not, or believing untrue things',
    action: 'same-day',
    phrases: [/\b(see|hear) (or (see|hear) )?things\b/i, /\bbelieve (things that|untrue)/i],
    source: 'NHS, "Psychosis": get an urgent GP appointment or call 111',
  },
  {
    id: 'hiv-exposure',
    label: 'a possible HIV exposure in the last 72 hours (PEP): the ER or urgent care now',
    action: 'er-or-team-now',
    phrases: [/\bexposed to HIV\b/i, /\bHIV exposure\b/i, /\bPEP\b/],
    source: 'CDC, "Clinical guidelines for HIV post-exposure prophylaxis (PEP)" (2025): start within 72 hours',
  },
  {
    id: 'swallowed-something',
    label: 'a child who swallowed something, or fumes breathed in by accident',
    action: 'poison-control',
    phrases: [/\b(child|kid|toddler) (swallowed|ate|drank) something\b/i],
    source:
      "America's Poison Centers (1-800-222-1222): call for any possible poisoning; 911 if the person is not awake or not breathing",
  },
  {
    id: 'testicular-torsion',
    label: 'sudden, bad pain in a testicle',
    action: 'er-or-team-now',
    phrases: [/\bsudden[^.;]*\bpain in (a|one|the) testicle\b/i],
    source: 'NHS, "Testicular torsion" (go to A&E, i.e. the ER, now: treated within hours)',
  },
  {
    id: 'serious-burn',
    label: 'a large or deep burn, or a burn on the face, hands or a young child',
    action: 'er-or-team-now',
    phrases: [/\b(large|deep|serious) burn\b/i],
    source: 'American Burn Association burn center referral criteria; NHS, "Burns and scalds" (go to A&E)',
  },
  {
    id: 'drowning',
    label: 'pulled from the water and not breathing, coughing, limp or hard to wake',
    action: 'call-911',
    phrases: [/\b(nearly|almost) drowned\b/i],
    source:
      'American Red Cross and AAP, "Drowning prevention": anyone pulled from the water who coughs, is limp or not breathing needs 911',
  },
  {
    id: 'possible-emergency',
    label: 'words that may mean an emergency, which no other sign names',
    action: 'call-911',
    // Found only by the crisis model in search (lib/medical/crisis-model.ts), never in a page's text.
    phrases: [],
    source: 'NHS and CDC emergency advice: when it may be an emergency and you are not sure, call 911',
  },
  {
    id: 'threat-of-violence',
    label: 'someone threatening to kill or hurting you now',
    action: 'call-911',
    phrases: [/\bthreaten(s|ing|ed)? to kill\b/i],
    source: 'National Domestic Violence Hotline (1-800-799-7233): in danger now, call 911',
  },
  {
    id: 'head-injury',
    label: 'a blow to the head, then confusion, throwing up, great sleepiness, passing out or a seizure',
    action: 'call-911',
    phrases: [
      /\b(head injury|hit (his|her|their|your|my) head)\b[^.;]*\b(confus|throw(s|ing)? up|vomit|sleepy|pass(es|ed)? out|seizure)/i,
    ],
    source: 'CDC, "HEADS UP: danger signs after a concussion"; NHS, "Head injury and concussion" (call 999, i.e. 911)',
  },
  {
    id: 'carbon-monoxide',
    label: 'a carbon monoxide alarm, or headaches, dizziness or sickness that may be carbon monoxide',
    action: 'call-911',
    phrases: [/\bcarbon monoxide\b/i],
    source: 'CDC, "Carbon monoxide poisoning: what to do" (get into fresh air and call 911)',
  },
  {
    id: 'swallowed-magnets',
    label: 'swallowed magnets',
    action: 'er-or-team-now',
    phrases: [/\bswallowed (two or more |\d+ )?magnets?\b/i],
    overrides: ['overdose-seems-ok', 'swallowed-something'],
    source: 'NASPGHAN, "Magnet ingestion": more than one magnet swallowed needs emergency care',
  },
  {
    id: 'infant-fever',
    label: 'a fever of 100.4 °F (38 °C) or more in a baby under 3 months old',
    action: 'er-or-team-now',
    phrases: [/\bunder 3 months\b[^.;]*\bfever\b/i, /\bfever\b[^.;]*\bunder 3 months\b/i],
    source:
      'American Academy of Pediatrics (HealthyChildren.org), "Fever and your baby": under 3 months, call the doctor right away or go to the ER',
  },
  {
    id: 'heat-stroke',
    label: 'heat stroke: hot skin, confusion, fainting or no sweat in the heat',
    action: 'call-911',
    phrases: [/\bheat ?stroke\b/i],
    source: 'CDC, "Heat-related illnesses" (heat stroke: call 911)',
  },
  {
    id: 'snakebite',
    label: 'a snakebite',
    action: 'call-911',
    phrases: [/\b(snake|rattlesnake|copperhead|cottonmouth) ?bite\b/i],
    source:
      'CDC/NIOSH, "Venomous snakes": after a bite, call 911 or get medical care at once; keep still and calm, do not cut the wound or suck out venom',
  },
  {
    id: 'sexual-assault',
    label: 'a sexual assault (care, HIV and pregnancy prevention now)',
    action: 'er-or-team-now',
    phrases: [/\bsexual(ly)? assault/i, /\braped\b/i],
    source: 'RAINN, "What to expect: sexual assault forensic exam"; CDC PEP guidelines (2025): within 72 hours',
  },
  {
    id: 'bp-very-high-no-symptoms',
    label: 'a very high reading (180 or 120 or more) without other signs',
    action: 'same-day',
    phrases: [/\b(180|120)\b[^.]*\b(feel fine|no (other )?(symptoms|signs)|without (other )?(symptoms|signs))\b/i],
    overrides: ['bp-very-high-symptoms'],
    source: 'American Heart Association, "Understanding blood pressure readings" (hypertensive urgency)',
  },
  {
    id: 'bp-very-high-symptoms',
    label:
      'a reading of 180 or more on top or 120 or more on the bottom with chest pain, trouble breathing, back pain, numbness, weakness, sight changes, trouble speaking or a bad headache',
    action: 'call-911',
    phrases: [/\b(180|120)\b[^.]*\b(with|and)\b[^.]*\b(symptoms|signs of (organ )?damage|headache|back pain)\b/i],
    source: 'American Heart Association, "Hypertensive crisis: when you should call 911"',
  },
  {
    id: 'diabetic-foot',
    label: 'a new sore, cut or blister on the foot (diabetes)',
    action: 'same-day',
    phrases: [/\bfoot sore\b/i, /\b(sore|blister|cut)\b[^.]*\bfoot\b/i, /\bon your foot\b/i],
    source: 'NICE NG19, "Diabetic foot problems" (2015, updated 2019): assessment within one working day',
  },
]

const SIGN_BY_ID = new Map(TRIAGE_SIGNS.map((sign) => [sign.id, sign]))

/**
 * The guide that covers a sign, by its English slug: under the help a crisis search shows, that guide comes first
 * among the results, in the reader's language (site search finds it by the seed's ids, `condition-<slug>` and its
 * translations' `condition-<slug>-<lang>`).
 */
export const SIGN_GUIDES: Readonly<Record<string, string>> = {
  'suicidal-thoughts': 'depression',
  'suicide-danger': 'depression',
  'suicide-method': 'depression',
  'postpartum-psychosis': 'depression',
  'low-blood-sugar-severe': 'diabetes',
  'low-blood-sugar-level-2': 'diabetes',
  'high-blood-sugar': 'diabetes',
  dka: 'diabetes',
  ketones: 'diabetes',
  'hiv-exposure': 'hiv-aids',
  'sexual-assault': 'hiv-aids',
  'fever-in-chemo': 'cancer',
  'bp-very-high-symptoms': 'hypertension',
  'bp-very-high-no-symptoms': 'hypertension',
  'pregnancy-severe': 'hypertension',
  'pregnancy-raised-bp': 'hypertension',
  'stroke-signs': 'hypertension',
  'after-weight-loss-surgery': 'obesity',
}

/**
 * Searches a reader asks every day that sound near a crisis but are not one, in the patterns' own syntax: when one
 * matches and no sign's pattern does, the search is calm (the crisis model in lib/medical/crisis-model.ts is not
 * asked). A dose question is calm; asking for a dose that kills is a sign (`suicide-method`), found first.
 */
export const CALM_SEARCH: Readonly<Record<ReaderLang, readonly string[]>> = {
  en: [
    'how many|how much|how often|max|maximum|safe|normal + can i take|can you take|should i take|to take|dose|dosage|per day|a day|mg',
    'what is|what does|what causes|difference between|meaning of|definition of',
    'sleep better|fall asleep|stay asleep|sleep well|sleep tips|better sleep|improve|tips for|healthy|healthier',
    'sunscreen|spf|moisturizer|skin care|skincare|acne|freckles|dark spots',
    'snore|snores|snoring',
    'is it bad|is it ok|is it okay|is it safe|is it normal|is it healthy',
    'head of the family|head of household|head of the household|head of the house',
    'hair|roots|bangs|eyebrows|beard + dye|dyed|colour|highlights|tint',
    'die of embarrassment|died of embarrassment|dying of embarrassment|could die of|lol|lmao|haha|hahaha',
    'reading glasses|readers|glasses|contacts|eye exam|close up|up close',
    'cant take|cant stand|cant handle + toothache|tooth|itching|itch|itchy|heat|cold|back pain|knee|headache|snoring|cramps',
    'help a friend|support a friend|help someone|support someone + grieving|grief|loss|mourning|bereaved',
    'sleeping through the night|sleep through the night|sleep schedule|sleep regression|bedtime routine|naps|nap schedule|teething',
    'cough|cold|runny nose|stuffy nose|congestion|sniffles|rash|bruise|bruises|bruising|wart|mole|pimple|hiccups|hiccup + for days|for two weeks|for 2 weeks|wont go away|will not go away|not going away|doesnt go away|lingering|has had|have had|had a',
    'keep|keeping|store|storing|pack|packing|bring|carry|travel*|flying|road trip|refrigerate* + insulin|epipen|medicine|medicines|meds|pills|inhaler|vaccine|breast milk|formula',
    'dont want to take|do not want to take|stop|quit|off my + statins|statin|metformin|insulin|medicine|medication|meds|pills|blood pressure pills|antidepressants + alternative|alternatives|instead|what else|side effects|natural',
    'bangs|fringe|haircut|split ends|my own hair',
    'what can i give|what to give|what should i give|what do i give|can i give',
    'dementia|alzheimers|alzheimer|memory loss + where to get help|support|caregiver|caregiving|care for|caring for|help caring',
  ],
  es: [
    'cuantas|cuanto|cuanta|cada cuanto|dosis maxima|dosis + puedo tomar|se puede tomar|debo tomar|al dia|por dia|mg',
    'que es|que son|que significa|diferencia entre|que causa',
    'protector solar|bloqueador|crema|cremas|manchas|acne|pecas|cuidado de la piel',
    'ronca|ronquidos|roncar|ronco',
    'tinte|tenir|tenirme|pintarme|decolorar + pelo|cabello|canas|raices',
    'muero de verguenza|me muero de la risa|jaja|jajaja|jeje|jsjs',
    'no aguanto|ya no aguanto|no soporto + muelas|muela|diente|dientes|comezon|picazon|varicela|rodilla|espalda|cabeza|calor|frio|hambre|sueno|tos|gripa|resfriado|ronquidos|colicos|regla|cansancio|ganas de comer|dulces|antojo|antojos|chocolate|comida|refresco',
    'ayudar a|apoyar a + duelo|luto|perdida',
    'dormir toda la noche|duerma toda la noche|rutina para dormir|siestas|horario de sueno|le estan saliendo los dientes|dentición|denticion',
    'tos|gripa|gripe|resfriado|mocos|congestion|sarpullido + una semana|varios dias|dos semanas|2 semanas|un mes|no se le quita|no se me quita',
    'ya no quiero tomar|no quiero tomar|dejar de tomar|dejo de tomar + metformina|estatinas|insulina|medicina|medicinas|medicamento|pastillas|antidepresivos + alternativa|alternativas|en vez de|en lugar de|natural|efectos',
    'que le doy|que le puedo dar|que le doy para|que medicina le doy',
    'se corto|me corte|me corto|se corta|cortadita|cortada + dedo|papel|hoja de papel|cocinando|rasurando|afeitando',
    'demencia|alzheimer|perdida de memoria + donde pedir ayuda|donde buscar ayuda|apoyo|cuidador|cuidadora|cuidarla|cuidarlo|como cuidar',
  ],
}

/**
 * Named concepts the search patterns below share, written "@name" in a pattern: what a reader means is composed of a
 * few parts (a person, an intent or a state, an act or an object), and each part is worded once here, so that a new
 * wording of one part serves every pattern that uses it ("planning to" reaches "overdose", "end things" and "jump").
 */
export const SEARCH_CONCEPTS: Readonly<Record<string, string>> = {
  // Wanting, planning or thinking about an act (not asking whether one is going to die of an illness).
  'want-en':
    'want|wants|wanted|wanting|wanna|wish|wishes|wished|wishing|ready to|plan to|planning to|planning|plan on|decided to|thinking about|thinking of|keep thinking about|thoughts of|thoughts about|urge to|tempted to|considering|feel like',
  'going-en': 'going to|gonna|about to|gonna go',
  // Acts of suicide or self-harm, as the object of wanting or planning.
  'act-en':
    'fall asleep forever|asleep forever|sleep forever|she was dead|he was dead|i was dead|was dead|were dead|end things|ending things|ending it|end it|end my life|unalive*|overdos*|overdosing|not wake up|never wake up|not exist|stop existing|take all my|take all of my|take them all|swallow all|overdose|od|kill myself|hang myself|shoot myself|jump off|jump in front|step in front|drown myself|cut myself|hurt myself|harm myself',
  'want-es':
    'quiero|quisiera|queria|deseo|ganas de|tengo ganas|voy a|me voy a|pienso|pensando en|planeo|planeando|estoy pensando|ojala',
  'act-es':
    'morir|morirme|matarme|suicidarme|estar muerto|estar muerta|muerta|muerto|no despertara|no despierte|no volver a despertar|despertar nunca|desaparecer|dejar de existir|no despertar|dormir para siempre|acabar con todo|acabar con mi vida|tomarme todas|tomarme el frasco|tomar todas|frasco entero|sobredosis|tirarme|aventarme|ahorcarme|colgarme|cortarme|quitarme la vida|quitar la vida',
  // Negations that make "want to end it" about something other than a life.
  'not-a-life':
    'bangs|bang|hair|fringe|nails|toenails|grass|lawn|cable|cord|costs|relationship|boyfriend|girlfriend|partner|marriage|friendship|breakup|dating|contract|lease|subscription|pregnancy|diet|job|email|essay|book|story|game|meeting|call|war|dont want to die|do not want to die|afraid to die|scared to die|afraid of dying|scared of dying',
  // A child or a grandchild, who may have swallowed something.
  child:
    'kid|kids|child|children|toddler|baby|infant|son|daughter|grandchild|grandkid|grandson|granddaughter|year old|yr old|nino|nina|bebe|hijo|hija|nieto|nieta|chiquito|chiquita|nene|nena',
  'ingest-en': 'ate|eaten|swallowed|drank|got into|chewed|licked|ingested|took|sucked on|bit into|bit|bit a',
  'ingest-es': 'se comio|comio|se trago|trago|se tomo|tomo|bebio|se bebio|mastico|mordio|lamio|se metio a la boca',
  // What a child eats every day: not a poisoning.
  food: 'food|foods|dinner|lunch|breakfast|formula|milk|breastmilk|leche|comida|nothing|nada|candy|dulces|vegetables|veggies|healthy|water|agua|juice|jugo|snack|snacks|meal|meals|too fast|fruit|cereal|solids|puree|vitamin|vitamins|probiotic|probiotics|seed|seeds|gum|chicle|semilla|semillas|ice|hair|pelo',
  // Harming one's baby, and the words of a parent's thought or fear of it.
  'harm-baby-en':
    'hurt|hurting|harm|harming|shake|shaking|smother*|drown*|suffocat*|kill|killing|throw|throwing|strangl*',
  'my-baby-en': 'baby|babies|newborn|infant|my son|my daughter|my kid|my child|the baby|my little one',
  'thought-en':
    'want|wants|wanna|says she|says he|scared|afraid|worried|terrified|fear|fears|thoughts|thought|thinking|think about|scared i might|afraid i might|scared ill|afraid ill|intrusive|urge|urges|might|sometimes i|keep imagining|imagine|feel like|going to|gonna',
  'not-baby-harm':
    'sleep|sleeping|shivering|tremor|trembling|jittery|hiccups|normal|syndrome|prevent|prevention|prevented|signs|accidentally|accident|dropped|safe|safely|safety|gently|burp|burping|bottle|rattle',
}

/**
 * A reader's words for the signs, as they type them into search (lib/medical/help.ts reads them): English and
 * Spanish. Each pattern is a set of concepts that must all be in the search, in any order, with any words between:
 *  - concepts are separated by " + ", a concept's alternatives by "|", and an alternative may be several words in
 *    order ("end it all");
 *  - "word*" is any word starting with it ("suicid*"); "#10+" is a number of 10 or more;
 *  - "!" before a concept: the pattern does not apply when the search holds it ("food" in "food poisoning");
 *  - "~" before a pattern: a topic word, calm when the search asks about risk, prevention or recovery (CALM_TOPIC).
 *  - "=" before a pattern: it counts only when the search says nothing else but its words and filler ("cutting"
 *    alone is self-harm, "cutting board" is not; "i want to dye" is "die", "i want to dye my hair" is not).
 * Words are written as the search normalises them: lower case, no accents, no apostrophes ("cant", "dont").
 * Typos, split and joined words, and numbers against READING_THRESHOLDS are lib/medical/help.ts's.
 */
export const TRIAGE_SEARCH: Readonly<Record<string, Partial<Record<ReaderLang, readonly string[]>>>> = {
  'chest-pain': {
    en: [
      'chest|chests|heart + pain|pains|hurt|hurts|hurting|ache|aches|aching|achy|tight|tightness|tightens|pressure|heavy|heaviness|crushing|squeezing|squeeze|squeezes|discomfort|burning|sharp|stabbing + !fat burning|burning fat|calorie burning|burning calories',
    ],
    es: ['pecho|corazon + dolor|duele|dolores|opresion|presion|apretado|aprieta|punzada|pesadez'],
  },
  'heart-attack-or-stroke': {
    en: [
      '~heart attack|heart attacks|myocardial infarction|cardiac arrest|heart failing',
      'left arm + pain|pains|hurts|hurt|ache|aching|numb|numbness|tingling',
      'jaw + arm|left arm|chest|left side',
      'jaw|neck|shoulder blades|between my shoulders|between shoulder blades|upper back + pain|ache|aching|hurts|pressure + short of breath|shortness of breath|sweating|cold sweat|nausea|nauseous|dizzy|lightheaded|cant breathe',
    ],
    es: [
      '~ataque al corazon|ataque cardiaco|infarto|paro cardiaco',
      'dolor|duele + brazo izquierdo|mandibula',
      'mandibula|cuello|entre los omoplatos|espalda alta + dolor|duele + falta de aire|me falta el aire|sudor frio|sudando|nausea|nauseas|mareo|mareada|mareado',
    ],
  },
  'stroke-signs': {
    en: [
      '~stroke|strokes|mini stroke',
      'numb|numbness|weak|weakness|droop*|drooping|droopy|paralyzed|paralysed|tingling|dead + face|arm|leg|one side|side of + !dentist|novocaine|numbing|filling|injection|anesthesia|lidocaine|root canal|fell asleep|falls asleep|asleep|pins and needles|crossed|when i sleep',
      'cant feel|cannot feel|can not feel|no feeling|lost feeling|losing feeling|cant move|cannot move|can not move|unable to move + face|arm|arms|leg|legs|one side|side of|right side|left side',
      'sudden|suddenly + numb|numbness|weak|weakness|droop*|confused|dizzy|blind|blurry|vision|speak|talk|walk|balance',
      'slurred|slurring|slurry + speech|words|talking|speaking',
      'worst headache|thunderclap|sudden severe headache|sudden bad headache|worst head pain',
      'face|smile|mouth|lip + crooked|lopsided|droop*|uneven|sagging|twisted',
      'cant lift|cannot lift|can not lift|wont lift|cant raise|wont work|doesnt work|wont move|went limp|gave out + arm|arms|leg|legs|hand',
      'talking funny|talking weird|talking strange|speech is weird|words come out wrong|words came out wrong|words are jumbled|words jumbled|cant find his words|cant find her words|cant find my words|cant get words out|cant get the words out|gibberish|garbled|slurring|mumbling',
      'sudden|suddenly|all of a sudden|out of nowhere + cant see|lost vision|lost sight|one eye|double vision|cant walk|lost balance|room spinning|cant talk|cant speak',
      'half my body|one side of my body|half of my body|one side of my face|half my face|half her face|half his face|one side of his|one side of her + heavy|numb|weak|tingling|dead|cant feel|droop*|drooping',
      'cant walk straight|cant walk|cant stand up|cant keep balance|keeps falling over + dizzy|suddenly|sudden|balance|room spinning',
      'sudden|suddenly|all of a sudden|out of nowhere + cant understand|cannot understand|doesnt understand|confused words|makes no sense',
    ],
    es: [
      '~derrame|derrame cerebral|embolia|ictus|accidente cerebrovascular + !ojo|ojos|pleural|rodilla|articular',
      'cara|brazo|pierna|un lado + dormida|dormido|adormecida|adormecido|entumida|debil|torcida|caida|paralizada|paralizado + !cruzo|cruzar|cruzando|cruzada|cruzadas|al despertar|sentada|sentado|sentarme|cuando me siento|al sentarme|mucho rato|al dormir|ejercicio|dentista',
      'de repente|derrepente|repentin* + hablar|habla|ver|caminar|dormida|dormido|debil',
      'habla arrastrada|arrastra las palabras|habla raro|no puede hablar bien',
      'peor dolor de cabeza',
      'se me duerme|se me durmio|se le duerme|se le durmio|dormid*|adormecid*|entumid*|entumecid*|sin fuerza|no siento|no puedo mover|no puede mover|no puedo levantar|no puede levantar + cara|boca|brazo|brazos|pierna|piernas|lado|mitad|mano + !cruzo|cruzar|cruzando|cruzada|al despertar|sentada|sentado|sentarme|cuando me siento|me siento mucho|al sentarme|mucho rato|cruzadas|al dormir|dormir|ejercicio|en la noche|por las noches|a veces|dentista',
      'boca|cara|labio + chueca|chueco|torcida|torcido|torcio|ladeada|caida',
      'no puedo hablar|no puede hablar|habla enredada|habla arrastrada|arrastra las palabras|no le salen las palabras|no me salen las palabras|habla raro|habla chistoso|balbucea',
      'de repente|de pronto|de golpe|derrepente|repentin* + no veo|no ve|ciego|ciega|vision|hablar|habla|caminar|mareo|mareado|mareada|equilibrio|dormida|dormido|debil|dolor de cabeza|peor',
      'mitad del cuerpo|un lado del cuerpo|mitad de la cara|un lado de la cara + pesad*|dormid*|debil|adormecid*|no siento|caid*',
      'cayo|se cayo|se le cayo|caido|caida + lado de la cara|la cara|la boca|un lado',
      'de repente|de pronto|de golpe + vista|perdi la vista|ojo|no veo',
      'no puede caminar|no puedo caminar|caminar derecho|no se puede parar|no puede pararse|no camina bien + mareo|se mareo|mareado|mareada|de repente|equilibrio',
      'perdi la fuerza|perdio la fuerza|sin fuerza|no tengo fuerza|no tiene fuerza + lado|mitad|brazo|pierna|cara',
    ],
  },
  confusion: {
    en: [
      'sudden|suddenly|very|really|extremely + confused|confusion|disoriented',
      'fever|temp|temperature|#104+ + confused|confusion|acting confused|delirious|acting strange|acting weird',
    ],
    es: [
      'de repente|muy + confundido|confundida|desorientado|desorientada',
      'fiebre|temperatura + confundido|confundida|delirando|desorientado|desorientada',
    ],
  },
  'severe-breathing': {
    en: [
      'cant breathe|cant breath|cannot breathe|cannot breath|not breathing|stopped breathing|struggling to breathe|struggling to breath|unable to breathe|barely breathing|isnt breathing|wasnt breathing|no breathing|cant catch my breath|not breathe + !through my nose|through his nose|through her nose|through the nose|out of my nose|stuffy|congested|congestion|sinus|sinuses',
      'gasping|choking|choke|choked|suffocating + !hazard|hazards|prevent|prevention|toys|toy|list|game|challenge|safety|first aid class|cpr class',
      'lips|face|skin|fingers + blue|purple|gray|grey',
      'turning blue|turned blue|going blue',
      'inhaler|nebulizer|albuterol|rescue inhaler + not working|isnt working|doesnt work|not helping|isnt helping|wont help',
      'wheezing hard|wheezing badly|cant stop wheezing|wheezing and cant',
      'ribs sucking in|sucking in at the ribs|skin sucking in|retractions|nostrils flaring|grunting with each breath|belly sucking in',
    ],
    es: [
      'no puedo respirar|no puede respirar|no respira|dejo de respirar|casi no respira|no esta respirando|no respiro + !por la nariz|nariz tapada|nariz congestionada|congestion|congestionado|congestionada|sinusitis',
      'me ahogo|se ahoga|ahogando|atragantado|atragantada|atragantando',
      'labios|cara|piel + azul|azules|morado|morados',
      'bebe|bebito|bebita|recien nacido|recien nacida|mi hijo|mi hija + azul|azulado|azulada|morado|morada|moradito|moradita|amoratado|amoratada + !moreton|moretones|golpe|chichon|mancha|manchas|ropa|juguete|ojo|ojos|unas',
      'inhalador|nebulizador|albuterol|salbutamol + no funciona|no le hace efecto|no hace efecto|no le ayuda|no me ayuda|no sirve',
      'se le hunden las costillas|se le marcan las costillas|aleteo nasal|se le hunde el pecho',
    ],
  },
  breathless: {
    en: [
      'short of breath|shortness of breath|out of breath|breathless|breathlessness|hard to breathe|difficulty breathing|trouble breathing|hard time breathing|breathing fast + !stairs|climbing|out of shape|exercise|exercising|workout|after running|after walking|jogging',
    ],
    es: [
      'falta de aire|dificultad para respirar|me falta el aire|le falta el aire|cuesta respirar|respira rapido|respiracion rapida',
    ],
  },
  'collapse-or-seizure': {
    en: [
      '~seizure|seizures|seizing|convulsion|convulsions|convulsing|fitting|having a fit|epileptic fit',
      'passed out|pass out|passing out|fainted|fainting|collapsed|collapse|collapses|blacked out|black out',
      'eyes rolling back|eyes rolled back|eyes roll back|eyes rolling',
      'jerking|jerks|twitching + eyes|uncontrollabl*|whole body|cant stop|wont stop|baby|unresponsive|arms and legs',
      'foaming at the mouth|foam at the mouth|foaming at mouth',
    ],
    es: [
      '~convulsion|convulsiones|ataque epileptico',
      'convulsionando|desmayo|desmayado|desmayada|se desmayo|colapso',
      'ojos en blanco|sacudidas|convulsionando|se le voltean los ojos',
      'espuma por la boca|echando espuma|sale espuma',
    ],
  },
  unresponsive: {
    en: [
      'not waking|wont wake|cant wake|cannot wake|will not wake|isnt waking|wasnt waking|hard to wake|not responding|wont respond|not responsive|isnt responding|not reacting|not wake + !how many|how much|want|wanna|never wake|to not wake|and not wake|hope i|wish i',
      'unresponsive|unconscious|unconcious|knocked out',
      'very sleepy|really sleepy|so sleepy|very drowsy|really drowsy|cant stay awake + pills|took|swallowed|medicine|meds|drugs',
    ],
    es: [
      'no despierta|no se despierta|no responde|no reacciona|no puedo despertar|inconsciente|no se quiere despertar|no quiere despertar|no lo puedo despertar|no la puedo despertar|no despertaba',
      'muy dormido|muy dormida|muy somnolient*|no lo puedo despertar|no la puedo despertar|cuesta despertarlo|cuesta despertarla + pastillas|se tomo|tomo|medicina|medicinas|drogas',
    ],
  },
  'suicidal-thoughts': {
    en: [
      'suicid*|suicide|suicidal|sucidal + !training|awareness|conference|statistics|curriculum|course|certification|research|rates|teachers|teacher|capacitacion|taller|talleres|curso|cursos|conferencia|estadisticas|maestros|maestras',
      'kill|killing|end|ending|hurt|hurting|harm|harming|cut|cutting|shoot|hang|hanging|drown + myself|himself|herself|themselves|yourself|themself + !bangs|hair|fringe|nails|toenails|grass|lawn',
      'self harm|selfharm|self injury|self harming',
      'want|wanna|wish|wishing|ready|plan|planning|way|ways|pills|painless|easiest|rather|feel like|feeling like + die|dead|dying|be dead',
      'she wants|he wants|they want|wants to|keeps saying|keep saying|says she|says he|talking about + die|be dead|kill herself|kill himself|kill themselves|not be here + !dont want to die|doesnt want to die|afraid to die|scared to die',
      'better off + dead|without me|gone',
      'end it all|end my life|take my life|take my own life|ending my life|end his life|end her life|end their life|no reason to live|nothing to live for|not worth living|isnt worth living|no will to live|end everything|no point in living|no point living',
      'dont want|do not want|dont wanna|no longer want|never want|doesnt want|does not want + live|living|alive|be here|exist|wake up',
      'kms|kys',
      'giving up on life|giving up on living|give up on life|give up on living|gave up on life|given up on life|done with life|done with living|tired of living|sick of living|tired of being alive|hate my life|hate living|hate being alive|hate existing|hate my existence',
      'nobody would miss me|no one would miss me|noone would miss me|nobody will miss me|no one will miss me|wouldnt miss me|would anyone miss me|nobody would care if i|no one would care if i|nobody would notice if i|no one would notice if i',
      'jump*|leap + bridge|building|roof|rooftop|cliff|balcony|ledge|overpass|window|in front of a train|in front of a car|in front of traffic|in front of a bus + !bungee|diving|parkour|rope|trampoline|ski|skydiving|parachute|cables|start|starter|workout|exercise',
      'hang myself|hanging myself|hang himself|hang herself|noose|gun to my head|gun in my mouth|shoot myself|slit my wrists|slit my wrist|slit wrists',
      'have a gun|got a gun|bought a gun|holding a gun|loaded gun|have a rope|bought a rope|have pills|have the pills|got pills|saved pills|saving pills|saved up pills|stockpiled pills|stockpiling pills|have a razor|have a blade + end it|end this|end things|end everything|die|dying|dead|do it|kill|goodbye',
      'want to|wanna|going to|gonna|plan to|planning to|planning|ready to|about to|decided to|thinking about|thinking of|time to + end it|end it all|end things|end everything|end this + !relationship|boyfriend|girlfriend|partner|marriage|friendship|breakup|dating|contract|lease|subscription|pregnancy|diet|job|email|essay|book|story|game|meeting|call|war',
      'cut|cutting|cuts|slit|slitting|slash|slashing|slashed + wrist|wrists',
      'cutting|cutter + myself|self|scars|scar|urge|urges|addiction|addicted|relapse|relapsed|habit|thighs|wrist|wrists',
      '=cutting|cutter|cutters',
      'cutting again|cut again|cutting myself again|started cutting|relapsed + cutting|cut|cuts|self harm|selfharm + !diet|calories|calorie|carbs|carb|bulk|bulking|hair|grass|sugar|fat|weight|meat|vegetables|board|boards|smoking|drinking|alcohol|weed|coupons|summer|gym|shred|shredding|lifting|cardio|phase|season|cycle|macros|protein|wedding',
      'clean + cutting|self harm|selfharm|selfharming|self harming + !diet|calories|calorie|carbs|carb|bulk|bulking|hair|grass|sugar|fat|weight|meat|vegetables|board|boards|smoking|drinking|alcohol|weed|coupons|summer|gym|shred|shredding|lifting|cardio|phase|season|cycle|macros|protein|wedding',
      '=want to dye|wanna dye|going to dye|gonna dye|ready to dye|wish i could dye|want dye',
      '=cant go on|cannot go on|can not go on|cant keep going|cant do this anymore|cant take it anymore|cant take this anymore|cant carry on|cant live like this|cant keep living|cant continue|dont want to go on',
      'point of living|point in living|point to living|point of being alive|point of life|point of going on|point in going on|point of it all|reason to keep living|why should i live|why keep living|why am i still alive|why am i alive',
      'life is pointless|life is meaningless|life has no meaning|life has no point|life isnt worth|life is not worth|my life is worthless',
      'want to disappear|wanna disappear|wish i could disappear|want to vanish|disappear forever|vanish forever|want to not exist|want to stop existing|wish i didnt exist|wish i was never born|wish i wasnt born|wish i was dead|wish i were dead|want to sleep forever|never wake up again|want to not wake up|hope i dont wake up|hope i never wake up',
      'self harms|self harmed|selfharms|selfharmed',
      '@want-en + die|dying|be dead|@act-en + !@not-a-life',
      '@going-en + @act-en + !@not-a-life',
      '=ending it|ending it all|ending things|end things|end it all',
      'ending it all|ending my life|ending my own life|end my own life',
      'unalive*|sewerslide|sewer slide|ctb|catch the bus',
      'goodbye letter|goodbye letters|goodbye note|goodbye notes|goodbye message|goodbye post|suicide note|farewell letter|giving away my|giving away all my|give away all my|wont be around much longer|wont be around for long|not be around much longer|pain to stop forever|pain to end forever|make the pain stop forever|sleep forever|go to sleep and never',
      'a burden to|burden to everyone|burden on everyone|burden on my|being a burden|such a burden|im a burden|i am a burden|shes a burden|hes a burden|waste of space|waste of oxygen|waste of air + !caregiver|caregivers|disease|diseases|global|financial|cost|costs|economic|tax',
      'better|happier|easier + without me|if i was gone|if i were gone|if i wasnt here|if i wasnt around|if i died|if i was dead',
      'better off + life insurance',
      'go be with|be with + dad|mom|father|mother|husband|wife|god|jesus + wants|want|wanna|ready',
      'gun|guns|pistol|firearm|revolver|rifle|shotgun|handgun + on myself|myself|my head|my mouth|use it on|end it|end my|kill',
      'car running|running car|exhaust|engine running + garage|closed|how long',
      'drown*|drowning + myself|yourself',
      'in front of a train|in front of a car|in front of traffic|in front of a bus|in front of a truck + step*|stepping|jump*|walk*|quick|painless|die',
      'burn*|burning + on purpose|lighter|cigarette*|to feel',
      'saving|saved|saving up|stockpiling|stockpiled|hoarding|collecting + meds|pills|medicine|medication|sleeping pills|oxy|oxys|percs|xanax|opioids|painkillers + all at once|them all|take all|enough to|to die|to od|to overdose|od|overdose',
      '@harm-baby-en + @my-baby-en + @thought-en + !@not-baby-harm',
      'how to|how do i|how can i|best way to|easiest way to|quickest way to|painless way to + @act-en + !@not-a-life',
      'want out of life|want out of this life|way out of life|out of this life|out of this world',
      'end your own life|end your life|ending your life|ending your own life|take your own life|take your life',
      'before i go for good|go for good|gone for good|leave for good|goodbye forever|final goodbye|texted goodbye|texted me goodbye|goodbye text|sent a goodbye|said goodbye to everyone|saying goodbye to everyone',
      'no reason to keep going|no reason to go on|no point in going on|no point going on|no point to keep going|no reason to continue|no reason to be here',
      'done living|done being alive|done with it all|done with everything|dont want to be here',
      'jump*|fall|falling + kill me|be fatal|fatal|deadly|lethal|kill you|would i die|will i die|survive + floor|floors|story|stories|building|bridge|height|high|roof',
      'pills|cut|cutting|hang|hanging|drown*|overdose + kill me|would i die|will i die|enough to die|be fatal|be enough',
      '@want-en + it all to stop|it all stop|everything to stop|it all to end|all to end|it to end for good|stop for good',
      'by existing|my existence|shouldnt exist|should not exist|dont deserve to live|dont deserve to exist|dont deserve to be alive|shouldnt be alive|shouldnt be here',
      'i cut my|cut my|cutting my|i cut + thighs|thigh|wrists|skin|stomach|hips|arms|legs + !accident|accidentally|glass|knife slipped|cooking|shaving|paper|finger|nails|hair|bangs',
      'check out permanently|check out for good|checking out permanently|checking out for good|clock out permanently|log off permanently|log off for good|permanent sleep|sleep permanently|go to sleep permanently',
      '=picked the date|picked a date|picked the day|picked my date|chose the date|chosen the date|chose the day|set the date|set a date|already picked the date|already chose the date',
      'last time + anyone will hear from me|anyone hears from me|you will hear from me|youll hear from me|anyone will see me|anyone sees me|you see me|you hear from me',
      'wont hear from me again|never hear from me again|not hear from me again|my last message|my final message|my last post|my final post|last words to|my last words',
      'giving my stuff away|giving away my stuff|giving my things away|give my stuff away|giving away my things|wont need it soon|wont need them soon|wont need it anymore|wont need them anymore',
      '@want-en + it to be over|it all to be over|it all over|be over for good|die without pain|die painlessly|die peacefully|die in my sleep|die quietly|die quickly',
      'how to|how do i|how can i|how could i|best way to|easiest way to|ways to + die without pain|die painlessly|die peacefully|die in my sleep|die quickly|die fast',
      'why stay|why should i stay|why keep going|why go on|why bother living|why bother staying|nobody needs me|no one needs me|noone needs me|nobody wants me here',
      'painless way to go|peaceful way to go|easy way to go|quick way to go|painless way|painless death|peaceful death|quickest way out|way out for good',
      'ending it|end it|ending it all|ending things|end it all + tonight|today|this weekend|soon|posted|said|says|texted|shes|hes|is going|going to + !@not-a-life',
      'last night on earth|last day on earth|my last day alive|my last night alive|final night on earth|final day on earth|last night alive|last day alive + !movie|song|film|book|game|lyrics|episode',
      'cut|cutting|burn|burning|hurt|hurting|hit|hitting + to feel something|to feel anything|to feel pain|to feel better|to feel real|so i can feel|to stop feeling',
      'shes going to end it|hes going to end it|she is going to end it|he is going to end it|shes gonna end it|hes gonna end it|said shes ending it|said hes ending it|going to end her life|going to end his life|end her life|end his life',
    ],
    es: [
      'suicidio|suicidarme|suicidarse|suicida|suicidas + !capacitacion|taller|talleres|curso|cursos|conferencia|estadisticas|maestros|maestras|escuela|escuelas|campana',
      'quiero|quisiera|queria|deseo|ganas de|voy a + morir|morirme|matarme|desaparecer|suicidarme',
      'me quiero matar|me voy a matar|matarme|quitarme la vida|quitarse la vida|acabar con mi vida|acabar con todo',
      'hacerme dano|lastimarme|cortarme|me corto|me lastimo|autolesion* + !cabello|pelo|unas|flequillo|fleco|puntas|mano|dedo|cocinando|cuchillo|sin querer',
      'cortarse|cortarme|cortar + venas|munecas|muneca|brazos',
      'no quiero|no tengo ganas de|sin ganas de + vivir|seguir viviendo|estar vivo|estar viva',
      'ya no + vivir',
      'quitar la vida|quitarme la vida|quitarse la vida|quitar mi vida',
      '@want-es + @act-es',
      'para que sigo viviendo|para que seguir viviendo|para que vivir|no le encuentro sentido a la vida|le encuentro sentido a la vida|la vida no tiene sentido|mi vida no tiene sentido',
      'cansado de vivir|cansada de vivir|harto de vivir|harta de vivir|cansado de la vida|cansada de la vida|ojala no hubiera nacido|ojala estuviera muerto|ojala estuviera muerta|ojala me muera|ojala me muriera|dejar de existir|no quiero existir',
      '=ya no aguanto|no aguanto mas|ya no puedo mas|no puedo mas|ya no aguanto mas',
      'no puedo mas|ya no puedo + vida|esta vida|vivir',
      'carta de despedida|mensaje de despedida|me estoy despidiendo|regalando mis cosas|todo planeado|planeado para irme|irme para siempre|irme de este mundo',
      'se va a matar|se quiere matar|se va a suicidar|se quiere suicidar|se quiere morir|quiere suicidarse|quiere matarse|habla de matarse|habla de suicidarse',
      'soy una carga|soy un estorbo|es un estorbo|un estorbo para|una carga para|estorbo para todos|solo estorbo|solo soy un estorbo',
      'mejor sin mi|estarian mejor sin|mejor si me muero|mejor se muere|mejor me muero|nadie me extranaria|nadie me va a extranar|nadie me extrana',
      'ahorcarme|ahorcarse|colgarme|colgarse + !barra|gimnasio|ejercicio|ejercicios|beneficios|dominadas|espalda|columna',
      'tirarme|tirarse|aventarme|arrojarme|lanzarme + puente|edificio|azotea|techo|tren|carro|altura|balcon',
      'me estoy cortando|cortandome|cortadas|cortaditas|me corto|cortarme + !curar|pequena|sanar|vendaje|puntos|cabello|pelo|unas|flequillo|puntas|fleco|mano|dedo|cocinando|cuchillo|sin querer',
      'me quemo|quemarme|me queme + a proposito|con cigarros|cigarro|encendedor',
      'cuantas|cuantos + para no despertar|no despertar',
      'hacerle dano|lastimar|sacudir|ahogar|asfixiar|matar|pegarle|hacerle algo + bebe|recien nacido + quiero|miedo|pensamientos|a veces|ganas|pienso|pensando',
      'no quiere|no quieren|ya no quiere|no tiene ganas de + vivir|seguir viviendo|estar vivo|estar viva',
      'me mato|me voy a matar|me matare|me quiero morir|me quiero ir para siempre + !jaja|jajaja|jeje|ejercicio|gym|gimnasio|rutina|risa|trabajo|examen|verguenza',
      'pegarse un tiro|pegarme un tiro|darse un tiro|darme un tiro|volarse la cabeza|volarme la cabeza|meterse un tiro|meterme un tiro',
      'cartas|carta + ya me voy|me voy para siempre|despedida|adios|antes de irme',
      'si yo no estuviera|si no estuviera|si yo no existiera|si no existiera|si me muriera|si me muero + mejor|tranquilos|felices',
      'es una carga|soy una carga|somos una carga|sobro en|sobro aqui|que sobro|estoy de mas',
      'cortando|se corta|se corto|cortandose|se esta cortando + piernas|brazos|munecas|muneca|venas|muslos|a proposito',
      'se esta cortando|se anda cortando|se sigue cortando|se volvio a cortar|volvio a cortarse|esta cortandose|se corta a proposito|se lastima a proposito + !dedo|dedos|cabello|pelo|unas|flequillo|fleco|puntas|cocinando|cuchillo|sin querer|papel|vidrio|mano|rasurando|afeitando|cebolla|carne|verduras',
      'juntando|guardando|ahorrando|acumulando|junte|junto|guarde|ahorre|he juntado|he guardado|tengo guardadas + pastillas|medicinas|pildoras + todas|juntas|tomarmelas|morir|de una vez|sobredosis',
      'tomarmelas todas|tomarmelas juntas',
      'voy a|me voy a|quiero|pienso|planeo|esta noche|manana + tomarme|me tomo|tomar|tragarme|me trago + todas|todo el frasco|el frasco|de una vez|todas juntas',
      'no quiero|no quiere|ya no quiero|ya no quiere + estar aqui|seguir aqui|estar en este mundo|seguir en este mundo',
      'ya me despedi|me despedi de todos|despedirme de todos|despedirme de mi familia|me despedi de mi familia',
      'no aguanto|ya no aguanto + vida|vivir|mas|este dolor',
      'pistola|arma|rifle|escopeta + contra mi|dispararme|matarme|en la cabeza|usarla|darme un tiro',
      'sacudir|hacerle dano|lastimar|ahogar|asfixiar|pegarle|hacerle algo + bebe|recien nacido|hijo|hija|nino|nina + voy a|siento que|quiero|miedo|pensamientos|a veces|ganas|pienso|pensando',
      'me voy de este mundo|irme de este mundo|dejar este mundo|salir de este mundo|no sirvo para nada|no valgo nada|no sirvo para vivir',
      'no vale la pena seguir|no vale la pena vivir|no tiene caso seguir|no tiene caso vivir|no vale la pena la vida',
      'sacudir*|lastimar*|ahogar*|asfixiar*|golpear*|pegarle + bebe|recien nacido|hijo|hija|nino|nina + miedo|quiero|ganas|pienso|pensando|siento que|voy a|a veces',
      'me quemo|quemarme|me queme|me corto|cortarme|me lastimo|lastimarme|me pego + para sentir|la piel|para no sentir|para sentir algo',
      'pensar en|pienso en|pensando en|pensamientos de|pienso mucho en + morir*|morirme|morirse|la muerte|matarme|suicid*|quitarme la vida',
    ],
  },
  'suicide-method': {
    en: [
      'how many|how much|what dose|what amount|how many mg|enough + to overdose|to od|to die|to kill myself|to kill me|to kill you|to kill someone|to be dead|to end it|to not wake up|is lethal|is fatal|is deadly|can kill|will kill|would kill|kill you|kill a person',
      'lethal dose|fatal dose|deadly dose|lethal amount|fatal amount|deadly amount|lethal overdose|painless overdose|painless way to die|easiest way to die|quickest way to die|best way to die|ways to overdose|how to overdose|how to od|best way to overdose|easiest way to overdose + !prevent|prevention|preventing|narcan|naloxone|reverse|reversing|treat|treating|recognize|signs|symptoms|avoid|dog|cat|dogs|cats|pet',
      'how many|how much|what dose|enough + never wake up|not wake up|dont wake up|kill me',
      '#10+ + kill me|kill you|be fatal|be lethal',
      'how deep|how far|where to cut|which vein|what vein + cut|vein|veins|wrist|artery',
      'how high|how tall|what height|how many floors|how many stories + die|fatal|kill|survive',
      'whole bottle|all my pills|all of my pills|entire bottle|all the pills|all my meds|all of my meds|a bottle of + will i die|would i die|kill me|enough to die|be fatal|be enough',
      'how long|how fast|how quick|how quickly|does it hurt|is it painful + hanging|hang|noose|drown*|bleed out|bleeding out|carbon monoxide|exhaust|pills|overdose|od|shot|gunshot + die|dying|to die|painless|hurt|quick|take',
      'what pills|which pills|what medicine|which medicine|what meds|which meds|what drugs + not wake up|never wake up|to die|kill me|end it',
      'knot|knots|tie|tying + hanging|hang myself|noose + !clothes|picture|pictures|hammock|plant|plants|tarp|boat|climbing',
      'rope|noose|belt|cord|sheet|sheets|extension cord + hang myself|hang from|hold my weight|hold a persons weight|support my weight|closet rod|ceiling fan|beam|door frame|doorknob|strong enough to hold + !swing|hammock|clothes|laundry|plant|plants|picture|pictures|tire|climbing|gym|workout|exercise|boat|camping|tarp|curtain|curtains|tv|shelf|bike|lights|decorations|towel|towels|coat|coats',
      'deadly together|lethal together|fatal together|deadly combination|lethal combination|fatal combination|deadly mix|lethal mix|deadly to mix|lethal to mix',
    ],
    es: [
      'cuanta|cuantas|cuanto|cuantos + para morir|para matarme|para matarse|para una sobredosis|es mortal|es letal',
      'dosis letal|dosis mortal',
      'que tan profundo|donde cortar|donde cortarse|donde cortarme|que vena + cortar|cortarme|cortarse|vena|venas|muneca|morir',
      'como|donde|manera|forma|metodo + rapido|rapida|sin dolor|sin sufrir|facil|rapidamente + morir|morirme|matarme|suicidarme|quitarme la vida',
      '#10+ + pastillas|pildoras|tabletas|pastillas de + me matan|me mataria|me matarian|me mata|matan|mata|es mortal|es letal',
      'cuanta|cuantas|cuanto|cuantos|que cantidad + me mataria|mataria|matarme|me mata|me muero',
      'cuanto|cuanta|cuantas|cuantos + mata a una persona|mata a alguien|matar a una persona|para matar a alguien|es mortal',
      'mortales juntas|mortal combinar|combinacion mortal|letales juntas|combinacion letal',
      'con que|que|cual|cuales|con cual + veneno|pastilla|pastillas|medicina|medicinas|medicamento|quimico|droga + me puedo matar|puedo matarme|me mato|matarme|para morir|morirme|suicidarme|quitarme la vida',
      '#10+ + paracetamol|acetaminofen|acetaminofeno|ibuprofeno|aspirina|aspirinas|tylenol|clonazepam|alprazolam|insulina + me muero|me mata|me matan|me mataria|muero|mortal|letal|para morir',
    ],
  },
  overdose: {
    en: [
      'overdos*|overdose|overdosed|overdosing + !vitamin|vitamins|caffeine|melatonin|supplement|supplements|gummies|candy|halloween|sugar rush|hyper|hyperactive|awareness|training|conference|statistics|research|rates',
      'took|taken|swallowed|ate|had|popped|downed + too many|too much|bottle|whole|handful|bunch|lot of|lots of|all of|all my|all the|all his|all her|#10+ + pills|pill|tablets|meds|medicine|medication|medications|tylenol|acetaminophen|paracetamol|advil|ibuprofen|aspirin|insulin|xanax|oxy|oxycodone|opioids|sleeping|benadryl|antidepressants|drugs|drug|tablet|medicines',
      'od + heroin|fentanyl|opioid*|pills|drugs|meth|xanax|oxy + !to od|@want-en|@going-en|saving|saving up|saved up|stockpiling|hoarding',
      'odd|odded|oded|ode + fentanyl|heroin|opioid*|pills|drugs|xanax|oxy|meth',
      'fentanyl|heroin|opioid*|opiates|oxy|percs|pills|drugs + breathing weird|breathing funny|breathing slow|slow breathing|not breathing right|blue lips|lips blue|wont wake|nodding out|snoring weird',
      'narcan|naloxone + blue|purple|gray|grey|wont wake|cant wake|not waking|not breathing|barely breathing|unresponsive|passed out|overdosing|snoring',
      'snorted|sniffed|smoked|shot up|injected|took something + blue|purple|gray|grey|snoring|wont wake|cant wake|not waking|breathing weird|breathing funny|breathing slow|barely breathing',
    ],
    es: [
      'sobredosis + !vitamina|vitaminas|cafeina|melatonina|suplemento|suplementos',
      'tomo|se tomo|trago|me tome|tome + muchas|todas|demasiadas|un bote|un frasco|#10+ + pastillas|pildoras|medicinas|medicamentos|tabletas + !voy a|me voy a|quiero|pienso|planeo|esta noche|manana',
      'se metio|se inyecto|se metio a la vena + fentanilo|heroina|droga|drogas|cocaina|opioides|pastillas',
      'fentanilo|heroina|opioide*|droga|drogas|pastillas + respira raro|respira lento|respira mal|no respira bien|labios morados|no reacciona',
      'ya me tome|me tome|se tomo|ya se tomo|se trago|me trague + el frasco|un frasco|el bote|todas las pastillas|todas mis pastillas|la caja',
    ],
  },
  'overdose-on-purpose': {
    en: [
      'took|taken|swallowed|overdosed|od|ate|popped|drank|drunk|ingested|injected + on purpose|to die|to kill|intentionally|suicide|suicidal',
      'intentional + overdose|overdosed',
      'swallowed|took|taken|already took|already swallowed + pills|the pills|all the pills|bottle + regret|regret it|changed my mind|scared now|dont want to die|made a mistake',
    ],
    es: [
      'tomo|se tomo|trago|se trago|me tome|me trague|bebio|me bebi|se bebio + a proposito|para morir|para matarse|para matarme',
      'me tome|tome|me trague|ya me tome + pastillas|las pastillas|todas + me arrepiento|arrepentido|arrepentida|ya no quiero morir|tengo miedo',
    ],
  },
  'overdose-seems-ok': {
    en: [
      'kid|kids|child|children|toddler|baby|infant|year old|yr old|grandchild|grandkid|grandson|granddaughter + ate|eaten|swallowed|got into|took|drank|chewed|licked + pills|pill|medicine|meds|tablets|gummies|vitamins|medication|bleach|cleaner|detergent|pod|pods',
      'swallowed|drank|ate|eaten|ingested|got into|sip of|drinking + bleach|cleaner|cleaners|detergent|pod|pods|antifreeze|chemical|chemicals|lotion|mouthwash|nail polish|paint|pesticide|rat poison|gasoline|lighter fluid|windshield|drano|lysol|hand sanitizer',
      'accidental|accidentally|accident|mistake|twice|double|wrong|two doses + dose|doses|pill|pills|medicine|meds|medication|took|taken + !overdos*|od',
      'poison|poisoning|poisoned|poisonous|poison control + !food|foods|ivy|oak|sumac|radon|mold|testing|test|save|in my phone|contacts|sticker|fridge|list|lists|prevent|prevention|safety|tips|childproof|childproofing|proofing|cat|cats|dog|dogs|pet|pets|puppy|kitten',
    ],
    es: [
      'nino|nina|bebe|hijo pequeno|hija pequena + se tomo|tomo|trago|se trago|comio|se comio|bebio + pastillas|medicina|medicinas|medicamentos|cloro|detergente|veneno',
      'trago|se trago|bebio|tomo|tome + cloro|lejia|detergente|veneno|quimico|quimicos|anticongelante',
      'por error|sin querer|dos veces|doble + dosis|pastilla|pastillas|medicina|tome|tomo',
      'envenenamiento|envenenado|envenenada|intoxicacion|intoxicado|intoxicada|control de envenenamientos + !comida|alimentos|alimentaria',
      'por equivocacion|por error|sin querer + tomo|tome|se tomo|pastillas|medicina|medicinas',
    ],
  },
  'button-battery': {
    en: [
      'battery|batteries|button battery|coin battery|lithium battery|watch battery|hearing aid battery + swallowed|swallow|swallowing|ate|eaten|eat|ingested|chewed|in his mouth|in her mouth|in mouth|in his nose|in her nose|in his ear|in her ear|put in',
    ],
    es: [
      'pila|pilas|pila de boton|bateria|baterias + trago|se trago|se la trago|comio|se comio|en la boca|en la nariz|en el oido',
    ],
  },
  'severe-allergy': {
    en: [
      'sting|stung|stings|bee|wasp|wasps|hornet|hornets|yellow jacket|fire ant|fire ants + throat|tongue|lips|breathe|breathing|breath|wheezing|dizzy|faint|fainted|hives all over + !pollen|propolis|royal jelly|sore throat|strep',
      'anaphyla*|anaphylaxis|anaphylactic|epipen|epi pen|allergic shock + !como se usa|como usar|how to use|how do i use|how do you use|expire*|expiration|price|cost|coupon|storage|store|storing|travel*|carry|training|teach',
      'severe|bad|serious|major + allergic reaction|allergic reactions',
      'throat + closing|closed|close|swelling|swollen|tight|tightening|closing up',
      'lips|lip|tongue|face|mouth + swelling|swollen|swell|swells|puffy|puffed',
      'allergic|allergy + breathe|breathing|breath|throat|swelling|swollen|lips|tongue|hives all over',
      'hives|welts|rash all over|swelling|swollen|itchy all over + hard to breathe|trouble breathing|cant breathe|difficulty breathing|wheezing|throat|short of breath',
    ],
    es: [
      'anafila*|choque alergico|shock alergico + !como se usa|como usar|como uso|caduca|precio|cuesta',
      'garganta + cerrada|cerrando|cierra|hinchada',
      'labios|lengua|cara|boca + hinch*|inflamad*',
      'alergia|alergica|alergico + respirar|garganta|labios|lengua',
      'ronchas|urticaria|hinchazon|hinchado|hinchada + respirar|garganta|falta de aire|me falta el aire',
    ],
  },
  'stiff-neck': {
    en: ['stiff neck|neck stiff|neck is stiff|cant bend my neck + headache|fever|rash|vomiting'],
    es: ['cuello rigido|cuello tieso + fiebre|dolor de cabeza'],
  },
  'heavy-bleeding': {
    en: [
      'bleeding|bleed|bleeds + wont stop|will not stop|cant stop|not stopping|a lot|lots|gushing|spurting|pouring|everywhere',
      'coughing up|throwing up|vomiting|vomit|puking + blood + !sugar|sugars|pressure|glucose|blood sugar|blood pressure',
      'coughing blood|cough blood|coughs blood|coughed blood|cough up blood|coughed up blood|spitting blood|spitting up blood|spit up blood|spit blood|threw up blood|vomited blood|puked blood|blood when i cough|blood when coughing|bloody cough|bloody phlegm|bloody mucus|blood in my phlegm|blood in phlegm|blood in sputum|bloody vomit|blood in my vomit|blood in vomit',
      'blood|bleeding + soaking|soaked|soaking through|through the towel|through towel|pooling|squirting',
      'deep cut|deep gash|deep wound|cut an artery + bleeding|blood|wont stop',
      'blood + spurting|gushing|pouring|wont stop|will not stop|squirting|not stopping|everywhere',
      'soaking a pad|soaking through a pad|soaking pads|soaked a pad|soaked through a pad|pad every hour|pad an hour|pads every|soaking a pad every',
      'bleeding|blood|clots + after birth|after giving birth|postpartum|after delivery|since delivery + heavy|a lot|soaking|faint|dizzy|clots',
    ],
    es: [
      'sangrado|sangra|sangre + no para|mucho|mucha|abundante',
      'vomitando|vomito|tosiendo + sangre + !azucar|glucosa|presion',
      'cortada profunda|herida profunda + sangre|sangra|sangrando|no para',
      'sangre|sangra|sangrando|sangrado + a chorros|chorro|no se detiene|no deja de|muy fuerte|fuerte',
      'sangrado|sangrando|sangro|sangre|coagulos + despues del parto|posparto|despues de dar a luz + mucho|mucha|fuerte|mareo|mareada|desmay*',
    ],
  },
  dka: {
    en: [
      'dka|ketoacidosis',
      'ketone*|ketones + vomit*|throwing up|throw up|puking|belly pain|stomach pain|tummy pain|breathing fast|fast breathing|cant keep',
      'fruity + breath',
      'high sugar|high blood sugar|sugar high|sugar is high|blood sugar|glucose|sugars + vomit*|throwing up|throw up|puking|breathing fast|fast breathing|belly pain|stomach pain',
      'says hi|reads hi|shows hi|meter hi|glucometer hi|meter says high + vomit*|throwing up|puking|nausea',
    ],
    es: [
      'cetoacidosis',
      'cetona*|azucar alta|glucosa alta|azucar + vomit*|dolor de estomago|dolor de barriga|respira rapido|respiracion rapida',
      'dice hi|marca hi|glucometro hi + vomit*|vomito|vomitando|nausea',
    ],
  },
  ketones: {
    en: ['ketone*|ketones + high|moderate|large|positive|elevated|dark purple|purple'],
    es: ['cetona*|cetonas + altas|alta|altos|moderadas|positivas|elevadas'],
  },
  'low-blood-sugar-severe': {
    en: [
      'low sugar|low blood sugar|sugar low|sugar is low|hypoglycemia|hypo|sugar crash|sugar dropped|low glucose + passed out|pass out|passing out|unconscious|seizure|confused|confusion|wont wake|not waking|cant swallow|fainted|collapsed',
    ],
    es: [
      'azucar baja|glucosa baja|hipoglucemia|bajon de azucar + desmay*|inconsciente|convuls*|confundido|confundida|no despierta',
    ],
  },
  'pregnancy-severe': {
    en: [
      'pregnan*|pregnant|preggo|postpartum|gave birth|had a baby|just had a baby|weeks pregnant|preeclampsia|pre eclampsia + headache|headaches|migraine|migraines|head hurts|head pain|head is pounding|bad headache|bad headaches|severe headache|severe headaches|terrible headache|pounding headache|worst headache|headache wont go away|blurry|blurred|blurry vision|vision|seeing spots|spots|flashing lights|swollen face|face swelling|swelling in face|pain under ribs|upper belly pain|upper right pain',
      'preeclampsia|pre eclampsia + symptoms|signs|headache',
      'water broke|waters broke|water breaking|my water broke',
      'pregnan*|pregnant|weeks + bleeding + pain|belly|cramp*|heavy|a lot',
      'pregnan*|pregnant|weeks + bleeding heavily|heavy bleeding|bleeding a lot|lots of blood|gushing blood',
    ],
    es: [
      'embarazada|embarazo|preeclampsia|acabo de dar a luz|di a luz|posparto + dolor de cabeza fuerte|dolor de cabeza|vision borrosa|borrosa|manchas|luces|cara hinchada',
      'rompio la fuente|se me rompio la fuente|rompi fuente|se rompio la fuente|rompi la fuente',
      'embarazad*|embarazada|semanas + sangrado|sangrando|sangro|sangre + dolor|mucho|mucha',
    ],
  },
  'reduced-fetal-movement': {
    en: [
      'baby|babys|fetal|fetus|kicks|kick|movements + not moving|isnt moving|hasnt moved|moving less|moves less|stopped moving|stopped kicking|not kicking|kicking less|less movement|fewer movements|no movement|reduced|decreased|quiet',
      'reduced|decreased|less|fewer|no + fetal movement|fetal movements|baby movement|baby movements|kicks',
      'havent felt|not felt|cant feel|dont feel|no + baby|kick|kicks|kicking + kick|kicks|kicking|move|moving|movement|movements|all day|today',
    ],
    es: [
      'bebe|feto|movimientos|pataditas + no se mueve|se mueve menos|dejo de moverse|no patea|no siento|menos',
      'no he sentido|no siento|no se ha movido|no ha pateado + bebe|patadas|pataditas|movimientos|moverse',
    ],
  },
  'fever-in-chemo': {
    en: [
      'fever|fevers|feverish|chills|shivering|shaking chills|temperature spike + chemo*|chemo|chemotherapy|cancer treatment|neutropenic|neutropenia',
    ],
    es: ['fiebre|escalofrios|calentura + quimio*|quimioterapia|tratamiento del cancer'],
  },
  'after-weight-loss-surgery': {
    en: [
      'weight loss surgery|gastric bypass|gastric sleeve|sleeve surgery|bariatric|lap band + fever|belly pain|stomach pain|vomiting|cant keep|racing heart|fast heartbeat|swollen leg|leg swollen',
      'bypass surgery|after bypass|bypass|sleeve|lap band|bariatric surgery|weight loss surgery + belly pain|stomach pain|cant keep|vomiting|throwing up|fever|swollen leg',
    ],
    es: [
      'cirugia para bajar de peso|cirugia bariatrica|bypass gastrico|bypass|manga gastrica|banda gastrica + fiebre|dolor de barriga|dolor de panza|dolor de estomago|vomito|vomitos|vomitando|vomitar|no puede tomar liquidos|no puedo tomar liquidos|corazon acelerado|latidos rapidos|pierna hinchada',
    ],
  },
  'postpartum-psychosis': {
    en: [
      'gave birth|had a baby|postpartum|after birth|after delivery|new mom|new mother + hearing voices|seeing things|hallucinat*|paranoid|not making sense',
    ],
    es: ['posparto|dio a luz|di a luz + escucha voces|oye voces|ve cosas|alucina*'],
  },
  'hiv-exposure': {
    en: [
      'pep + hiv|exposure|exposed|after|need|get|where|emergency|started|start + !talk|rally|band|pep talk',
      'condom broke|condom broken|broken condom|condom ripped|condom tore|condom came off|no condom|without a condom|unprotected sex|unprotected + hiv|positive|worried|exposure|exposed|last night|yesterday|days ago',
      'needle stick|needlestick|stuck with a needle|stuck myself with|shared needle|shared needles|sharing needles|used needle',
      'shared|sharing + needle|needles|syringe|syringes|rig',
      'exposed to hiv|hiv exposure|possible exposure to hiv|post exposure|postexposure',
      'sex|slept with|hooked up|had sex|unprotected + hiv|hiv positive|positive + told me|found out|ago|yesterday|last night|days ago|just',
    ],
    es: [
      'pep + vih|exposicion|despues|donde|necesito|consigo|urgencia',
      'se rompio el condon|se rompio el preservativo|sin condon|sin preservativo|sin proteccion + vih|positivo|miedo|exposicion|ayer|anoche',
      'me pinche con una aguja|pinchazo con aguja|aguja usada|comparti agujas|compartir agujas|compartimos agujas|jeringa usada',
      'comparti|compartio|compartimos|compartir + jeringa|jeringas|aguja|agujas',
      'exposicion al vih|expuesto al vih|expuesta al vih|profilaxis posexposicion|profilaxis post exposicion|profilaxis postexposicion',
      'relaciones|sexo|me acoste con|estuve con + vih|positivo + me dijo|me entere|hace|ayer|anoche|dias',
      'contagio|contagie|contagiado|contagiada|me contagie|posible contagio|exposicion + vih|sida',
    ],
  },
  'head-injury': {
    en: [
      'hit|hits|bumped|banged|fell|fall|knocked|hitting + head + confused|confusion|vomit*|throwing up|threw up|sleepy|drowsy|passed out|wont wake|seizure|cant stay awake',
      '@child + fell|fall|fell off|dropped|tumbled + sleepy|vomit*|throwing up|threw up|confused|passed out|wont wake|drowsy|limp',
      'hit|hits|bumped|banged|fell|fall|knocked + head|off the bed|down the stairs|off the couch + falling asleep|keeps sleeping|wont stay awake|cant stay awake|cant remember|doesnt remember|memory|forgot|blacked out',
    ],
    es: [
      'pego|golpeo|golpe|cayo|se cayo|se pego|me pegue|se golpeo + cabeza + confundido|confundida|vomit*|vomito|vomitando|somnolient*|desmay*|dormido|dormida|convulsion',
      '@child + se cayo|cayo|se pego|se golpeo + somnolient*|vomit*|vomitando|confundido|confundida|desmay*|no despierta|dormido|dormida',
      'se pego|se golpeo|se cayo|golpe en la cabeza + no recuerda|no se acuerda|se duerme|se queda dormido|se queda dormida|memoria',
    ],
  },
  'carbon-monoxide': {
    en: [
      'carbon monoxide|co alarm|co detector + alarm|going off|headache|headaches|dizzy|sick|nausea|sleepy|poisoning|beeping',
      'heater|furnace|generator|gas stove|space heater|boiler|fireplace|car running + headache|headaches|dizzy|nausea|sleepy|sick|vomiting',
      'whole family|everyone in the house|all of us|everyone at home + headache|headaches|dizzy|nausea|sick',
    ],
    es: [
      'monoxido de carbono|monoxido + alarma|sonando|dolor de cabeza|mareado|mareados|mareada|nausea|intoxicacion',
      'calentador|estufa|calefaccion|generador|boiler|chimenea|calefactor + dolor de cabeza|mareo|mareados|mareada|mareado|nausea|vomito',
      'toda la familia|todos en la casa|todos en casa + dolor de cabeza|mareo|mareados|nausea',
    ],
  },
  'swallowed-magnets': {
    en: ['magnet|magnets|magnetic balls|buckyballs + swallowed|swallow|ate|eaten|ingested|in his mouth|in her mouth'],
    es: ['iman|imanes + trago|se trago|comio|se comio|en la boca'],
  },
  'heat-stroke': {
    en: [
      'heat stroke|heatstroke|overheated|heat exhaustion + confused|confusion|passed out|fainted|not sweating|stopped sweating|hot skin|seizure',
      'stopped sweating|not sweating|cant sweat|quit sweating + heat|hot|sun|confused|confusion|passed out',
      'heat|sun + confused|confusion|passed out|collapsed|fainted + !heat pad|heating pad',
    ],
    es: [
      'golpe de calor|insolacion + confundido|confundida|no suda|desmay*|convulsion|piel caliente',
      'dejo de sudar|no suda|no esta sudando + calor|sol|confundido|confundida|desmay*',
      'calor|sol + confundido|confundida|desmay*|se desmayo',
    ],
  },
  snakebite: {
    en: [
      'snake|snakes|rattlesnake|rattler|copperhead|cottonmouth|water moccasin|viper|adder + bit|bitten|bite|bites|biting|struck + !prevention|prevent|avoid|avoiding|dream|dreams|meaning|kit|tattoo|boots|gaiters|repellent|piercing|piercings|myth|myths|pet|cat|dog|horse',
    ],
    es: [
      'vibora|viboras|serpiente|serpientes|culebra|culebras|cascabel|coralillo|nauyaca|mapana|cobra + mordio|mordida|mordido|mordedura|pico|picado|picada + !prevencion|prevenir|evitar|sueno|sonar|sone|significado|perro|gato|mascota',
    ],
  },
  'sexual-assault': {
    en: [
      'raped|sexually assaulted|sexual assault|assaulted sexually|date rape + !statistics|prevention|awareness|myths|laws|law|definition',
    ],
    es: [
      'me violaron|violada|violado|violacion|abuso sexual|abusaron de mi|agresion sexual|agredida sexualmente + !estadisticas|prevencion|leyes|ley',
    ],
  },
  'swallowed-something': {
    en: [
      '@child + @ingest-en + !@food',
      'bleach|ammonia + ammonia|vinegar|mixed|mixing + coughing|cough|cant breathe|dizzy|fumes|breathed|burning',
      'by accident|accidentally|by mistake + drank|swallowed|ate|sip|took|sip of|gulp + !overdos*|@food',
      'took|taken|swallowed|gave|given + instead of hers|instead of his|instead of mine|instead of theirs|wrong pills|wrong medicine|wrong meds|wrong medication|someone elses|my pills|her pills|his pills + !overdos*',
      'iron|iron pills|prenatal vitamins|adult vitamins|gummy vitamins + took|ate|swallowed|got into|chewed',
      'nicotine|vape juice|vape liquid|e liquid|eliquid|vape pod|nicotine pouch|nicotine gum|cigarette butt|cigarette|cigarettes + @ingest-en|@child',
    ],
    es: [
      '@child + @ingest-es + !@food',
      'cloro|lejia + amoniaco|vinagre|mezcle|mezclar|mezclo + tos|toser|mareada|mareado|respirar|vapores|gases|ardor',
      'por accidente|sin querer|por error + bebi|trague|tome|me tome|me trague|bebio|trago|tomo',
      '@ingest-es + thinner|solvente|gasolina|aguarras|acetona|insecticida|raticida|veneno|cloro|lejia|detergente|limpiador',
      'se tomo|tomo|me tome|le di|se trago + pastillas de otra persona|mis pastillas|las pastillas de|medicina equivocada|pastillas equivocadas|en vez de las suyas',
      'hierro|vitaminas prenatales|vitaminas de adulto + se tomo|tomo|se comio|comio|se trago',
      'nicotina|liquido del vape|liquido de vapeador|vape|vapeador|colilla|cigarro|cigarros + @ingest-es',
      'se comio|comio|me comi|se trago|trago|mastico|mordio + planta|plantas|hoja de planta|hongo|hongos|honguito|baya|bayas|venenosa|venenoso + !perro|perrito|perra|gato|gatito|gata|mascota|conejo|loro',
    ],
  },
  'testicular-torsion': {
    en: [
      'testicle|testicles|testicular|scrotum|scrotal|balls|nut + sudden|suddenly|severe|bad|really bad|swollen + pain|hurts|hurting|ache|aching|swollen',
    ],
    es: ['testiculo|testiculos|escroto|huevos + dolor|duele|hinchado + de repente|repentino|fuerte|mucho|muy'],
  },
  'serious-burn': {
    en: [
      'burn|burned|burnt|burns|scald|scalded|scalding|boiling water|hot water|hot oil + big|large|bad|severe|face|blister*|toddler|baby|child|kid|chest|whole arm|whole hand|peeling + !sunburn|razor|heartburn|calories|fat|burning calories|on purpose|lighter|cigarette*',
    ],
    es: [
      'quemadura|quemo|se quemo|me queme|agua hirviendo|aceite caliente + grande|fuerte|cara|ampolla*|bebe|nino|nina|pecho|todo el brazo + !sol|solar|asolear|asoleo|playa|bronceado|rasurar|afeitar|depilar|depilacion',
    ],
  },
  drowning: {
    en: [
      'drown*|drowning|nearly drowned|almost drowned|pulled out of the pool|pulled my kid out|out of the water|underwater|under water|pool|lake + limp|not breathing|coughing|blue|unconscious|wont wake|vomiting|throwing up|passed out|gasping',
    ],
    es: [
      'se ahogo|casi se ahoga|ahogado|ahogada|lo saque del agua|la saque del agua|alberca|piscina|bajo el agua + no respira|tose|tosiendo|azul|morado|inconsciente|no despierta|vomit*|desmay*',
    ],
  },
  'threat-of-violence': {
    en: [
      'threatening to kill me|threatens to kill me|threatened to kill me|going to kill me|gonna kill me|says he will kill me|says she will kill me|wants to kill me|trying to kill me|choking me|strangling me|beating me|hitting me + husband|boyfriend|partner|ex|wife|girlfriend|dad|father|mom|stepdad|someone|man|guy|he|she|neighbor|roommate',
    ],
    es: [
      'me amenaza con matarme|amenaza con matarme|me amenazo|me va a matar|quiere matarme|me quiere matar|me esta golpeando|me pega|me esta ahorcando + esposo|novio|pareja|ex|marido|esposa|novia|papa|padrastro|alguien|hombre|vecino|el|ella',
    ],
  },
}

/** Words that make a topic search calm: the reader asks about risk, prevention or recovery, not about now. */
export const CALM_TOPIC = new Set(
  'disorder disorders training awareness conference curriculum lesson course certification acronym acronyms stand stands definition define meaning talk explain explaining risk risks factor factors prevent prevents preventing prevention recovery recover recovering rehab rehabilitation diet diets recipe recipes food foods history statistics stats causes cause caused survivor survivors survival after life medication medications medicine medicines treatment treatments meds research awareness month riesgo riesgos prevencion prevenir recuperacion despues ejercicios rehabilitacion terapia secuelas causa causas learn learning aprender mujeres women comer dieta alimentos alimentacion recetas vs versus difference diferencia efectos secundarios tratamiento tratamientos medicina medicinas medicamento medicamentos swimming swim swimmer golf tennis rowing paddling'.split(
    ' ',
  ),
)

/** Words that say it is happening now: a topic search with them is not calm, whatever else it asks ("stroke symptoms
 * right now", "sintomas de derrame ahorita que hago"). */
export const NOW_WORDS = new Set('now ahora ahorita having tengo tiene happening pasando currently hago'.split(' '))

/**
 * Readings given as numbers, read against these (lib/medical/help.ts), each with its source:
 *  - blood pressure: 180 or more on top or 120 or more on the bottom (AHA, "Hypertensive crisis": with chest pain,
 *    trouble breathing, back pain, numbness, weakness, sight changes or trouble speaking call 911; without, recheck
 *    and call the doctor the same day); in pregnancy or the year after 160/110 (ER now) and 140/90 (same day)
 *    (ACOG Practice Bulletin 222);
 *  - blood sugar below 54 mg/dL, 3.0 mmol/L (ADA, "Hypoglycemia", level 2: an emergency with confusion or passing
 *    out; a reader who types the number is told what to do at once);
 *  - blood ketones 1.5 mmol/L or more (call the diabetes team now), 3.0 or more (ER) (ADA, "DKA and ketones");
 *  - a temperature of 100.4 °F (38 °C) or more during chemotherapy (CDC, "Preventing infections in cancer patients");
 *  - blood sugar over 300 mg/dL, 16.7 mmol/L (ADA, "Hyperglycemia"; Yale Diabetes Center: very high, over 300): check
 *    ketones, call the doctor the same day; with vomiting, belly pain or fast breathing it is DKA (ER now);
 *  - an oxygen level of 92% or less on a finger meter (NHS England pulse oximetry leaflet: A&E or 999, i.e. 911);
 *  - a pulse at rest of 150 or more (AHA ACLS tachycardia algorithm: the ER now) or over 120 (NHS, "Heart
 *    palpitations": the same day); during exercise a fast pulse is calm.
 */
export const READING_THRESHOLDS = {
  bpTop: 180,
  bpBottom: 120,
  pregnancyBpTop: 160,
  pregnancyBpBottom: 110,
  pregnancyRaisedTop: 140,
  pregnancyRaisedBottom: 90,
  sugarLowMgDl: 54,
  sugarHighMgDl: 300,
  oxygenLow: 92,
  pulseEr: 150,
  pulseSameDay: 120,
  mgDlPerMmol: 18,
  ketonesTeam: 1.5,
  ketonesEr: 3.0,
  feverF: 100.4,
  feverC: 38,
} as const

/**
 * The signs a text names, most specific first: when a text names a sign and a more specific one (brief chest pain
 * that has gone, not chest pain), only the specific one is kept. `context` is the text around it (the box a line sits
 * in); a sign that needs a context (pregnancy) is found in either.
 */
export function signsIn(text: string, context = ''): TriageSign[] {
  const found = TRIAGE_SIGNS.filter(
    (sign) =>
      sign.phrases.some((phrase) => phrase.test(text)) &&
      (!sign.context || sign.context.test(text) || sign.context.test(context)),
  )
  const overridden = new Set(found.flatMap((sign) => sign.overrides ?? []))
  return found.filter((sign) => !overridden.has(sign.id))
}

/**
 * The words that tell a reader to act, per language: a line's action is read in the language it is written in, so a
 * Spanish line that says "vaya ya a la sala de emergencias" sends the reader to the ER as its English twin does.
 */
const ACTION_PHRASES: Readonly<Record<'en' | 'es', ReadonlyArray<readonly [TriageActionId, RegExp]>>> = {
  en: [
    ['call-911', /\b911\b/],
    ['call-988', /\b988\b/],
    [
      'er-or-team-now',
      /\bER\b|\bemergency (room|department)\b|\blabor and delivery\b|\b(call|contact|go)\b[^.;]*\b(now|right away|day or night|immediately|at once)\b/i,
    ],
    ['poison-control', /\bPoison Control\b|\b1-?800-?222-?1222\b/i],
    ['same-day', /\btoday\b|\bsame day\b|\bthat day\b|\burgent care\b/i],
  ],
  es: [
    ['call-911', /\b911\b/],
    ['call-988', /\b988\b/],
    [
      'er-or-team-now',
      /sala de emergencias|sala de partos|\b(llame|vaya|contacte|busque)\b[^.;]*\b(ya|ahora|enseguida|de inmediato|de día o de noche)\b/i,
    ],
    ['poison-control', /Control de Envenenamientos|\b1-?800-?222-?1222\b/i],
    ['same-day', /\bhoy\b|\bmismo día\b|\bese día\b|\batención de urgencia\b/i],
  ],
}

// "Call Poison Control now" is a call to Poison Control, not "call … now" meaning the ER or a team: the ER's phrase
// reads the line without that call.
const POISON_CALL: Readonly<Record<'en' | 'es', RegExp>> = {
  en: /\b(call|contact)\s+(poison control|1-?800-?222-?1222)\b[^.;,]*/gi,
  es: /\bllame\s+(a|al)\s+(Control de Envenenamientos|1-?800-?222-?1222)\b[^.;,]*/gi,
}

/**
 * The most urgent action the signs call for ('call-911' before 'call-988' before the ER, then the same day, then an
 * appointment), or null for none: what a search for a crisis shows before its results.
 */
export function mostUrgentAction(signs: readonly TriageSign[]): TriageActionId | null {
  const order = Object.keys(TRIAGE_ACTIONS) as TriageActionId[]
  const found = signs.map((s) => order.indexOf(s.action)).sort((a, b) => a - b)[0]
  return found === undefined ? null : order[found]!
}

/**
 * The actions a text tells the reader to take (911, 988, the ER or a team now, Poison Control, care today), read in
 * any language the site has: the Studio checks a line without knowing its document's language.
 */
export function actionsIn(text: string): TriageActionId[] {
  return actionsInLanguages(text, ['en', 'es'])
}

/** The actions a text in `lang` tells the reader to take, in that language's words only. */
export function actionsInLanguage(text: string, lang: 'en' | 'es'): TriageActionId[] {
  return actionsInLanguages(text, [lang])
}

function actionsInLanguages(text: string, languages: ReadonlyArray<'en' | 'es'>): TriageActionId[] {
  const found = new Set<TriageActionId>()
  for (const language of languages) {
    const withoutPoisonCall = text.replace(POISON_CALL[language], '')
    for (const [id, phrase] of ACTION_PHRASES[language])
      if (phrase.test(id === 'er-or-team-now' ? withoutPoisonCall : text)) found.add(id)
  }
  return (Object.keys(TRIAGE_ACTIONS) as TriageActionId[]).filter((id) => found.has(id))
}

export type TriageContradiction = {
  /** Where the text is: "get-help card, Get help now, bullet 2" or "box in section 5". */
  where: string
  text: string
  sign: string | null
  found: string
  expected: string
  message: string
}

/** Whether the actions a line names satisfy the action a sign calls for. */
function satisfies(actions: readonly TriageActionId[], expected: TriageActionId): boolean {
  if (expected === 'call-911') return actions.includes('call-911')
  if (expected === 'call-988') return actions.includes('call-988') || actions.includes('call-911')
  if (expected === 'er-or-team-now') return actions.includes('er-or-team-now') || actions.includes('call-911')
  // Poison Control is the least a line may say for an accidental overdose; the ER or 911 ask for more, never less.
  if (expected === 'poison-control')
    return actions.includes('poison-control') || actions.includes('er-or-team-now') || actions.includes('call-911')
  return true
}

// A line that makes a sign depend on a reading ("your blood pressure is 180/120 or higher and you have chest pain").
const READING = /\b(180|120|160|110)\b/
const WHATEVER = /\bwhatever (your|the) reading\b|\bat any reading\b/i
function dependsOnReading(sign: TriageSign, text: string, leadIn = ''): boolean {
  return Boolean(sign.anyReading) && (READING.test(text) || READING.test(leadIn)) && !WHATEVER.test(text)
}

/**
 * The start of a message about a sign in a line: the line as written, then the sign as the vocabulary names it (the
 * sign's name alone, right after "bullet 5:", read as if it were the bullet's own words).
 */
const signAt = (where: string, text: string, sign: TriageSign) => `${where}, "${text}": the sign "${sign.label}"`

const readingMessage = (where: string, text: string, sign: TriageSign) =>
  `${signAt(where, text, sign)} means ${TRIAGE_ACTIONS[sign.action].label} whatever the blood pressure reading, but the line makes it depend on a reading. Source: ${sign.source}.`

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : []

/**
 * A get-help card checked against the vocabulary: a sign in a tier other than its own, a "now" bullet whose action
 * is not the one its sign calls for, and a "now" bullet that does not say what to do (911, 988, the ER or a team).
 */
export function checkGetHelpCard(card: unknown): TriageContradiction[] {
  if (!card || typeof card !== 'object') return []
  const out: TriageContradiction[] = []
  for (const tier of CARD_TIERS) {
    strings((card as Record<string, unknown>)[tier]).forEach((text, index) => {
      const where = `get-help card, "${CARD_TIER_TITLES[tier]}", bullet ${index + 1}`
      const actions = actionsIn(text)
      if (tier === 'now' && !actions.some((a) => TRIAGE_ACTIONS[a].tier === 'now')) {
        out.push({
          where,
          text,
          sign: null,
          found: 'no action',
          expected: 'who to call',
          message: `${where}: "${text}" does not say what to do now. Start it with the action: call 911, call or text 988, or go to the ER or call the team now.`,
        })
      }
      for (const sign of signsIn(text)) {
        const expected = TRIAGE_ACTIONS[sign.action]
        if (expected.tier !== tier) {
          out.push({
            where,
            text,
            sign: sign.id,
            found: CARD_TIER_TITLES[tier],
            expected: CARD_TIER_TITLES[expected.tier],
            message: `${signAt(where, text, sign)} belongs in "${CARD_TIER_TITLES[expected.tier]}" (${expected.label}), not "${CARD_TIER_TITLES[tier]}". Source: ${sign.source}.`,
          })
        } else if (dependsOnReading(sign, text)) {
          out.push({
            where,
            text,
            sign: sign.id,
            found: 'only at a high reading',
            expected: `${expected.label}, whatever the reading`,
            message: readingMessage(where, text, sign),
          })
        } else if (tier === 'now' && actions.length > 0 && !satisfies(actions, sign.action)) {
          out.push({
            where,
            text,
            sign: sign.id,
            found: actions.map((a) => TRIAGE_ACTIONS[a].label).join(', '),
            expected: expected.label,
            message: `${signAt(where, text, sign)} means ${expected.label}, but the bullet says ${actions.map((a) => TRIAGE_ACTIONS[a].label).join(' or ')}. Source: ${sign.source}.`,
          })
        }
      }
    })
  }
  return out
}

/**
 * A first line that is itself what to do now: treating a low blood sugar by mouth while the person is awake comes
 * before any call (ADA, "Treatment for low blood glucose": the 15-15 rule; 911 only when they cannot take it).
 */
const FIRST_AID_NOW = /\btake 15 grams of fast sugar now\b/i

/**
 * The lines of a search help card (Search settings), checked as a card's "now" bullets are, line by line: the first
 * line says what to do now (or is the first aid to give now, FIRST_AID_NOW), and a line that names a sign gives it at least the action the sign calls for (a line may
 * add what to do the same day, "still that high: call your doctor today"). A sign that needs a context (pregnancy)
 * finds it in its line or the card's first line.
 */
export function checkHelpLines(lines: unknown, where = 'help card'): TriageContradiction[] {
  const texts = strings(lines)
  const out: TriageContradiction[] = []
  texts.forEach((text, index) => {
    const at = `${where}, line ${index + 1}`
    const actions = actionsIn(text)
    if (index === 0 && !actions.some((a) => TRIAGE_ACTIONS[a].tier === 'now') && !FIRST_AID_NOW.test(text))
      out.push({
        where: at,
        text,
        sign: null,
        found: 'no action',
        expected: 'who to call',
        message: `${at}: "${text}" does not say what to do now. Start the card with the action: call 911, call or text 988, Poison Control, or go to the ER or call the team now.`,
      })
    for (const sign of signsIn(text, texts[0] ?? '')) {
      const expected = TRIAGE_ACTIONS[sign.action]
      if (dependsOnReading(sign, text))
        out.push({
          where: at,
          text,
          sign: sign.id,
          found: 'only at a high reading',
          expected: `${expected.label}, whatever the reading`,
          message: readingMessage(at, text, sign),
        })
      else if (expected.tier === 'now' && !satisfies(actions, sign.action)) {
        const said = actions.map((a) => TRIAGE_ACTIONS[a].label).join(' or ') || 'no action'
        out.push({
          where: at,
          text,
          sign: sign.id,
          found: said,
          expected: expected.label,
          message: `${signAt(at, text, sign)} means ${expected.label}, but the line says ${said}. Source: ${sign.source}.`,
        })
      }
    }
  })
  return out
}

type PtNode = Record<string, unknown>

function blockText(block: PtNode): string {
  const children = Array.isArray(block.children) ? (block.children as PtNode[]) : []
  return children.map((child) => (typeof child.text === 'string' ? child.text : '')).join('')
}

/**
 * One callout box checked line by line. A line that names no action takes the one of the line before it ("Call 911
 * if you have:" then a list of signs); a box whose first lines name none takes its first action. A line may ask for
 * more than its sign needs (911 for a sign that needs the ER), never less.
 */
export function checkCallout(callout: unknown, where = 'box'): TriageContradiction[] {
  if (!callout || typeof callout !== 'object') return []
  const blocks = Array.isArray((callout as PtNode).content) ? ((callout as PtNode).content as PtNode[]) : []
  const lines = blocks
    .filter((b) => b && b._type === 'block')
    .map(blockText)
    .filter((t) => t.trim() !== '')
  // A sign that needs a context (pregnancy, chemotherapy) finds it in its own line or in the box's first line, the
  // lead-in the other lines hang from ("If you are pregnant or gave birth in the past year:").
  const leadIn = lines[0] ?? ''
  const first = lines.map(actionsIn).find((a) => a.length > 0)
  if (!first) return []
  const out: TriageContradiction[] = []
  let current = first
  lines.forEach((text, index) => {
    const own = actionsIn(text)
    if (own.length > 0) current = own
    for (const sign of signsIn(text, leadIn)) {
      const expected = TRIAGE_ACTIONS[sign.action]
      const mostUrgent = Math.min(...current.map((a) => TRIAGE_ACTIONS[a].rank))
      const tooLate = mostUrgent > expected.rank
      if (dependsOnReading(sign, text, leadIn)) {
        out.push({
          where: `${where}, line ${index + 1}`,
          text,
          sign: sign.id,
          found: 'only at a high reading',
          expected: `${expected.label}, whatever the reading`,
          message: readingMessage(`${where}, line ${index + 1}`, text, sign),
        })
      } else if (tooLate || (expected.rank === 0 && !satisfies(current, sign.action))) {
        const said = current.map((a) => TRIAGE_ACTIONS[a].label).join(' or ')
        out.push({
          where: `${where}, line ${index + 1}`,
          text,
          sign: sign.id,
          found: said,
          expected: expected.label,
          message: `${signAt(`${where}, line ${index + 1}`, text, sign)} means ${expected.label}, but the box says ${said}. Source: ${sign.source}.`,
        })
      }
    }
  })
  return out
}

/** Every callout box of a Portable Text value (a body, or a section's body), checked. */
export function checkCallouts(value: unknown, where = 'body'): TriageContradiction[] {
  if (!Array.isArray(value)) return []
  return (value as PtNode[]).flatMap((node, index) =>
    node && node._type === 'callout' ? checkCallout(node, `${where}, box ${index + 1}`) : [],
  )
}

/** A guide's or post's get-help card and every box in its intro, sections and body. */
export function checkDocument(doc: Record<string, unknown>): TriageContradiction[] {
  const sections = Array.isArray(doc.sections) ? (doc.sections as PtNode[]) : []
  return [
    ...checkGetHelpCard(doc.getHelp),
    ...checkCallouts(doc.intro, 'intro'),
    ...sections.flatMap((section, i) => checkCallouts(section.body, `section "${String(section.title ?? i + 1)}"`)),
    ...checkCallouts(doc.body, 'body'),
    // Search settings' crisis cards: the lines a search shows first, checked as a guide's card is.
    ...(Array.isArray(doc.crisis) ? (doc.crisis as Array<Record<string, unknown>>) : []).flatMap((card, i) =>
      checkHelpLines(card.now, `search card "${String(card.label ?? i + 1)}"`),
    ),
  ]
}

/** For tests and tools: a sign by its id. */
export const triageSign = (id: string): TriageSign | undefined => SIGN_BY_ID.get(id)
