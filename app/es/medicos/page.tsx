import { TeamScreen, teamMetadata } from '@/components/team/TeamScreen'

export const generateMetadata = () => teamMetadata('es')

export default function SpanishTeamPage() {
  return <TeamScreen lang="es" />
}
