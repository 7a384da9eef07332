import { TeamScreen, teamMetadata } from '@/components/team/TeamScreen'

export const generateMetadata = () => teamMetadata('en')

export default function TeamPage() {
  return <TeamScreen lang="en" />
}
