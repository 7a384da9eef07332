import { TeamScreen, teamMetadata } from '@/components/team/TeamScreen'

export const metadata = teamMetadata('es')

export default function SpanishTeamPage() {
  return <TeamScreen lang="es" />
}
