import { InfoPageRoute, infoPageMetadata, infoPageParams, type InfoPageProps } from '@/components/info/InfoPageRoute'

// Pages an editor creates after the build are generated on their first request.
export const dynamicParams = true

export const generateStaticParams = () => infoPageParams('en')

export const generateMetadata = (props: InfoPageProps) => infoPageMetadata(props, 'en')

export default function InfoPage(props: InfoPageProps) {
  return <InfoPageRoute {...props} lang="en" />
}
