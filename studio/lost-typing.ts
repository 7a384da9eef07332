/**
 * What the Studio tells an editor whose typing a rebuilt rich text field could not take (keep-caret.ts): the words
 * themselves, so they can type them again where they were. Kept apart from the layout so tests read the same words.
 */
export const LOST_TYPING_TITLE = 'Some typing was not saved'

export function lostTypingNotice(text: string) {
  return {
    id: 'lost-typing',
    status: 'warning' as const,
    closable: true,
    duration: 60_000,
    title: LOST_TYPING_TITLE,
    description: `The form reloaded while you typed, and these keys went nowhere: “${text.trim()}”. Click where you were typing and type them again.`,
  }
}
