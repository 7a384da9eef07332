/**
 * The Launch checklist pane (Studio → Launch checklist): what must change before a real launch, from
 * studio/launch-checklist.ts, each item with the documents to open. It reads the content on open and on "Check again".
 */
import { Badge, Box, Button, Card, Flex, Stack, Text } from '@sanity/ui'
import { IntentLink } from 'sanity/router'
import { studioIsLocal } from './env'
import { launchChecklist, launchChecklistQuery, type ChecklistData, type ChecklistServices } from './launch-checklist'
import { useStudioRead } from './use-studio-read'

/** Written out in full: Next inlines only literal NEXT_PUBLIC_* reads into the Studio's bundle. */
const services: ChecklistServices = {
  sanityProject: !studioIsLocal,
  siteUrl: !!process.env.NEXT_PUBLIC_SITE_URL?.trim(),
  contactForm: !!(
    process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY?.trim() &&
    process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID?.trim() &&
    process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID?.trim()
  ),
  analytics: !!process.env.NEXT_PUBLIC_ANALYTICS_ID?.trim(),
}

export function LaunchChecklist() {
  const { data, error, reload: load } = useStudioRead<ChecklistData>(launchChecklistQuery, {}, 'published')
  const items = data ? launchChecklist(data, services) : []
  const left = items.filter((item) => !item.done).length
  return (
    <Box padding={4} data-testid="launch-checklist">
      <Stack gap={4}>
        <Text size={3} weight="semibold">
          Launch checklist
        </Text>
        <Text size={1} muted>
          Everything that must change before real readers rely on this site. Until then, a site launched on a Sanity
          project with its address hides the sample sections; locally they stay, marked as samples.
        </Text>
        <Flex gap={2} align="center">
          <Button text="Check again" mode="ghost" onClick={load} />
          {data && <Text size={1}>{left ? `${left} to do` : 'Nothing left to do'}</Text>}
        </Flex>
        {error && (
          <Card tone="critical" padding={3} radius={2}>
            <Text size={1}>Could not read the content: {error}</Text>
          </Card>
        )}
        {!data && !error && <Text size={1}>Reading the content…</Text>}
        {items.map((item) => (
          <Card key={item.id} padding={3} radius={2} border tone={item.done ? 'positive' : 'caution'}>
            <Stack gap={3}>
              <Flex gap={2} align="center">
                <Badge tone={item.done ? 'positive' : 'caution'}>{item.done ? 'Done' : 'To do'}</Badge>
                <Text weight="semibold">{item.title}</Text>
              </Flex>
              <Text size={1}>{item.detail}</Text>
              {item.documents.length > 0 && (
                <Stack as="ul" gap={2}>
                  {item.documents.map((doc) => (
                    <Box as="li" key={doc.key ?? doc._id}>
                      <Text size={1}>
                        <IntentLink intent="edit" params={{ id: doc._id, type: doc._type }}>
                          {doc.title ?? doc._id}
                        </IntentLink>
                        {doc.note ? ` — ${doc.note}` : null}
                      </Text>
                    </Box>
                  ))}
                </Stack>
              )}
            </Stack>
          </Card>
        ))}
      </Stack>
    </Box>
  )
}
