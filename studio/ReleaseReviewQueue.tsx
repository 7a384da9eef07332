/**
 * The pane "Release work in review" (Studio → Content): every version sent for review inside a release,
 * with its release, each opening in that release's view, where the reviewer approves it. See
 * studio/release-review-queue.ts for why the ordinary list cannot show them.
 */
import { Box, Button, Card, Flex, Stack, Text } from '@sanity/ui'
import { IntentLink } from 'sanity/router'
import { reviewedTypes } from './structure-groups'
import { releaseReviewItems, releaseReviewQuery, type ReleaseReviewRow } from './release-review-queue'
import { useStudioRead } from './use-studio-read'

export function ReleaseReviewQueue() {
  const {
    data: rows,
    error,
    reload: load,
  } = useStudioRead<ReleaseReviewRow[]>(releaseReviewQuery, { types: reviewedTypes }, 'raw')
  const items = rows ? releaseReviewItems(rows) : []

  return (
    <Box padding={4} data-testid="release-review-queue">
      <Stack gap={4}>
        <Text size={1} muted>
          Work sent for medical review inside a release. Each opens in its release&apos;s view, where it is approved;
          the release can be scheduled or run once every medical change in it is approved.
        </Text>
        <Flex gap={2} align="center">
          <Button text="Check again" mode="ghost" onClick={load} />
          {rows && <Text size={1}>{items.length ? `${items.length} waiting` : 'Nothing waiting in a release'}</Text>}
        </Flex>
        {error && (
          <Card tone="critical" padding={3} radius={2}>
            <Text size={1}>Could not read the releases: {error}</Text>
          </Card>
        )}
        {!rows && !error && <Text size={1}>Reading the releases…</Text>}
        {items.length > 0 && (
          <Stack as="ul" gap={3}>
            {items.map((item) => (
              <Card as="li" key={item.key} padding={3} radius={2} border>
                <Text size={1}>
                  <IntentLink
                    intent="edit"
                    params={{ id: item.id, type: item.type }}
                    searchParams={[['perspective', item.releaseName]]}
                  >
                    {item.title}
                  </IntentLink>
                  {` — in the release “${item.releaseTitle}”`}
                </Text>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    </Box>
  )
}
