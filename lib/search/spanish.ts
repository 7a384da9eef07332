/**
 * What the Spanish index needs beyond the English one (docs/search.md, "Spanish"): the words a Spanish search does
 * not require, and a stem per word so that one form finds the others ("diabéticos" finds "diabético" and "diabética",
 * "infartos" finds "infarto"). The stemmer is Snowball's Spanish algorithm (Orama's package); accents are folded
 * before it runs, as the index folds them ("corazon" is "corazón").
 */
import { stemmer } from '@orama/stemmers/spanish'

/**
 * Function words too common to require: "síntomas de la diabetes" must not need "de" and "la". Kept short on purpose:
 * words that carry meaning in a health search ("no", "sin", "más", "menos", "antes", "después") are not here. They
 * still count in the exact phrase. Written accent-free, as the index's words are.
 */
export const SPANISH_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a al algo como con cual cuales cuando de del donde el ella ellas ellos en entre es esa ese eso esta este esto ' +
    'estos estas hay la las le les lo los me mi mis muy nos o para pero por porque que se si son su sus te tengo ' +
    'tiene tu tus u un una unas unos y ya yo'
  ).split(' '),
)

/** A word's stem: the same for its plural, gender and most verb forms. Words of two letters or fewer stay as they are. */
export function spanishStem(word: string): string {
  return word.length <= 2 ? word : stemmer(word)
}
