import { InfoPageRoute, infoPageMetadata, infoPageParams, type InfoPageProps } from '@/components/info/InfoPageRoute'

// Pages an editor creates after the build are generated on their first request; an unknown slug is a Spanish 404,
// and deeper unknown addresses stay with app/es/[...rest].
export const dynamicParams = true

export const generateStaticParams = () => infoPageParams('es')

export const generateMetadata = (props: InfoPageProps) => infoPageMetadata(props, 'es')

export default function SpanishInfoPage(props: InfoPageProps) {
  return <InfoPageRoute {...props} lang="es" />
}
