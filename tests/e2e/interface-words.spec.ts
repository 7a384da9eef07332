/**
 * Interface words are content: an editor's change to a Spanish form's words, published in the lake the
 * Studio writes to, reaches the Spanish page and leaves the English one as it was. A reworded count keeps its count.
 * The document is put back afterwards; the words changed here are asserted by no other spec.
 */
import { expect, test } from './fixtures'
import { putDocuments, readDataset, type TestDocument } from '../support/e2e-dataset'
import { spanishRoutes } from '../../lib/site/localized-routes'
import { routes } from '../../lib/site/routes'

type Word = { _key: string; key: string; text: string }
const ID = 'interfaceText-contact-es'

test('a published Spanish interface word shows on the Spanish page only, its placeholders filled', async ({ page }) => {
  const original = readDataset().find((doc) => doc._id === ID) as TestDocument & { texts: Word[] }
  expect(original, `the e2e dataset has ${ID}`).toBeTruthy()
  const english = readDataset().find((doc) => doc._id === 'interfaceText-contact') as TestDocument & {
    texts: Word[]
  }
  const word = (doc: { texts: Word[] }, key: string) => doc.texts.find((t) => t.key === key)!.text
  const edited = {
    ...original,
    texts: original.texts.map((t) =>
      t.key === 'detailsResponseTime'
        ? { ...t, text: 'Plazo para responderle' }
        : t.key === 'messageHint'
          ? { ...t, text: 'Lleva {count} de {max} caracteres. No incluya datos médicos privados.' }
          : t,
    ),
  }
  try {
    await putDocuments([edited])
    await expect
      .poll(
        async () => {
          await page.goto(spanishRoutes.contact())
          return page.getByRole('main').textContent()
        },
        { timeout: 15_000 },
      )
      .toContain('Plazo para responderle')
    await expect(page.getByRole('main')).toContainText(
      'Lleva 0 de 2,000 caracteres. No incluya datos médicos privados.',
    )
    await expect(page.getByRole('main')).not.toContainText(word(original, 'detailsResponseTime'))

    await page.goto(routes.contact())
    await expect(page.getByRole('main')).toContainText(word(english, 'detailsResponseTime'))
    await expect(page.getByRole('main')).not.toContainText('Plazo para responderle')
  } finally {
    await putDocuments([original])
  }
})
