import { TeamScreen, teamMetadata } from '@/components/team/TeamScreen'

export const metadata = teamMetadata('en')

export default function TeamPage() {
  return <TeamScreen lang="en" />
}
