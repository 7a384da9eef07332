import type { LocaleResourceBundle } from 'sanity'

/**
 * Words Sanity's tasks form uses but its own English bundle lacks: without them the Studio shows the key itself
 * ("form.status.error.creation-failed") when a task it was asked to create has not appeared after 10 s, as when
 * Create Task is pressed before the task has a title. Keys are Sanity's, in its `tasks` namespace.
 */
export const TASK_NOT_CREATED = 'The task was not created. Check that it has a title, then choose Create Task again.'

export const taskWords: LocaleResourceBundle = {
  locale: 'en-US',
  namespace: 'tasks',
  resources: {
    'form.status.error.creation-failed': TASK_NOT_CREATED,
  },
}
