import { InfoPageRoute, infoPageMetadata, infoPageParams, type InfoPageProps } from '@/components/info/InfoPageRoute'
import { pageLang } from '@/lib/site/request-locale'

type Props = InfoPageProps & { params: Promise<{ locale: string }> }

// Pages an editor creates after the build are generated on their first request; an unknown slug is a 404 in the
// page's language, and deeper unknown addresses stay with [...rest].
export const dynamicParams = true

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  return infoPageParams(await pageLang(Promise.resolve(params)))
}

export const generateMetadata = async (props: Props) => infoPageMetadata(props, await pageLang(props.params))

export default async function InfoPage(props: Props) {
  return <InfoPageRoute {...props} lang={await pageLang(props.params)} />
}
