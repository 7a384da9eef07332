/**
 * Read time from a post's word count (the count comes from the body, in the query). A typical adult reads
 * prose at roughly 200–250 words a minute; 200 is used so that the estimate is generous to slower readers. The words
 * that say it ("8 min read") are the blog's interface words: blogWords(text, lang).readTime (lib/blog/words.ts).
 */
export const WORDS_PER_MINUTE = 200

/** Whole minutes, rounded up, at least 1; a missing, negative or non-numeric count is treated as a short post. */
export function readTimeMinutes(words: number | null | undefined): number {
  const count = typeof words === 'number' && Number.isFinite(words) && words > 0 ? words : 0
  return Math.max(1, Math.ceil(count / WORDS_PER_MINUTE))
}

/** Words in plain text: runs of non-space characters. The query's count matches this on ordinary prose. */
export function countWords(text: string): number {
  return text.match(/\S+/g)?.length ?? 0
}
