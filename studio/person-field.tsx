import { Flex, Text } from '@sanity/ui'
import { definePlugin, type InputProps, UserAvatar, useUser } from 'sanity'

/** The review's fields that keep a signed-in person's user id, which editors should read as a person. */
const PERSON_FIELDS: ReadonlySet<string> = new Set(['submittedBy', 'approvedBy'])

/** Whether the input at `path` keeps a person's user id: `review.submittedBy` or `review.approvedBy`. */
export function isPersonField(path: InputProps['path']): boolean {
  return path.length === 2 && path[0] === 'review' && PERSON_FIELDS.has(String(path[1]))
}

/** What the field says for the user id it keeps: the person's name once known, the id until then. */
function personLabel(id: string, user: { displayName?: string } | null | undefined, loading: boolean): string {
  if (user?.displayName) return user.displayName
  if (loading) return id
  return `A person this Studio cannot look up (${id})`
}

/**
 * A user id shown as the person it stands for, with their avatar: "Alex Morgan", not "p-local-editor". The field is
 * read-only (the review actions write it), so only the way it reads changes.
 */
function PersonName({ id }: { id: string }) {
  const [user, loading] = useUser(id)
  return (
    <Flex align="center" gap={2} paddingY={1}>
      {user ? <UserAvatar user={user} size={0} /> : null}
      <Text size={1} muted={!user} title={id}>
        {personLabel(id, user, loading)}
      </Text>
    </Flex>
  )
}

function PersonFieldInput(props: InputProps) {
  if (isPersonField(props.path) && typeof props.value === 'string' && props.value)
    return <PersonName id={props.value} />
  return props.renderDefault(props)
}

/** The review's "Submitted for review by" and "Approved in the Studio by" name the person instead of their id. */
export const personFields = definePlugin({
  name: 'review-person-fields',
  form: { components: { input: PersonFieldInput } },
})
