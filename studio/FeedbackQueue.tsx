/**
 * The "Reader feedback" pane: per page, its Yes and No counts and its comments newest first, each with a "Handled"
 * mark an editor ticks once the page has been checked for it; pages with the most unhandled No answers first
 * (studio/feedback-queue.ts). Readers' answers arrive through the site's own route (app/api/feedback); nothing here is
 * ever shown on the site. Marking an answer handled patches that one document (the type is edited live, no draft).
 */
import { Badge, Box, Button, Card, Checkbox, Flex, Stack, Text } from '@sanity/ui'
import { useCallback, useState } from 'react'
import { IntentLink } from 'sanity/router'
import { FEEDBACK_TYPE, feedbackQuery, feedbackQueue, type FeedbackAnswerDoc } from './feedback-queue'
import { useStudioRead } from './use-studio-read'

const KIND_TITLES: Readonly<Record<string, string>> = {
  guide: 'Condition guide',
  post: 'Blog post',
  page: 'Information page',
  section: 'Health Resources or Health Screening',
}

const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

export function FeedbackQueue() {
  const {
    client,
    data: answers,
    setData: setAnswers,
    error,
    setError,
    reload,
  } = useStudioRead<FeedbackAnswerDoc[]>(feedbackQuery, {}, 'raw')
  const [saving, setSaving] = useState<string | null>(null)

  const toggle = useCallback(
    async (answer: FeedbackAnswerDoc) => {
      setSaving(answer._id)
      try {
        await client.patch(answer._id).set({ handled: !answer.handled }).commit()
        setAnswers((all) => all?.map((a) => (a._id === answer._id ? { ...a, handled: !answer.handled } : a)) ?? null)
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e))
      } finally {
        setSaving(null)
      }
    },
    [client, setAnswers, setError],
  )

  const pages = answers ? feedbackQueue(answers) : []
  return (
    <Box padding={4} data-testid="reader-feedback">
      <Stack gap={4}>
        <Text size={3} weight="semibold">
          Reader feedback
        </Text>
        <Text size={1} muted>
          Readers&apos; answers to &ldquo;Was this page helpful?&rdquo;, per page. Pages with the most No answers not
          yet handled come first. E-mail addresses and phone numbers were removed from comments before they were stored.
        </Text>
        <Flex gap={2} align="center">
          <Button text="Check again" mode="ghost" onClick={reload} />
          {answers && (
            <Text size={1}>
              {counted(answers.length, 'answer')} on {counted(pages.length, 'page')}
            </Text>
          )}
        </Flex>
        {error && (
          <Card tone="critical" padding={3} radius={2}>
            <Text size={1}>{error}</Text>
          </Card>
        )}
        {answers && pages.length === 0 && <Text size={1}>No reader has answered yet.</Text>}
        {pages.map((page) => (
          <Card key={page.pageKey} padding={3} radius={2} border data-feedback-page={page.pageKey}>
            <Stack gap={3}>
              <Flex gap={2} align="center" wrap="wrap">
                <Text size={2} weight="semibold">
                  {page.title}
                </Text>
                <Badge>{page.language}</Badge>
                <Badge>{KIND_TITLES[page.kind] ?? page.kind}</Badge>
              </Flex>
              <Flex gap={2} wrap="wrap">
                <Badge tone="positive" data-count="yes">
                  Yes: {page.yes}
                </Badge>
                <Badge tone="critical" data-count="no">
                  No: {page.no}
                </Badge>
                <Badge tone={page.openNo ? 'caution' : 'default'} data-count="open">
                  No, not handled: {page.openNo}
                </Badge>
              </Flex>
              {page.comments.length === 0 ? (
                <Text size={1} muted>
                  No comments.
                </Text>
              ) : (
                <Stack gap={2} as="ul">
                  {page.comments.map((answer) => (
                    <Card
                      as="li"
                      key={answer._id}
                      padding={2}
                      radius={2}
                      tone={answer.handled ? 'transparent' : 'default'}
                    >
                      <Stack gap={2}>
                        <Text size={1} style={{ whiteSpace: 'pre-wrap' }}>
                          {answer.comment}
                        </Text>
                        <Flex gap={3} align="center" wrap="wrap">
                          <Text size={0} muted>
                            {when(answer.commentedAt ?? answer.answeredAt)}
                          </Text>
                          <Flex as="label" gap={2} align="center">
                            <Checkbox
                              checked={!!answer.handled}
                              disabled={saving === answer._id}
                              onChange={() => void toggle(answer)}
                            />
                            <Text size={1}>Handled</Text>
                          </Flex>
                          <IntentLink intent="edit" params={{ id: answer._id, type: FEEDBACK_TYPE }}>
                            <Text size={1}>Open</Text>
                          </IntentLink>
                        </Flex>
                      </Stack>
                    </Card>
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
