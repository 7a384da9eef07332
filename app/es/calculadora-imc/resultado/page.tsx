import { BmiPage, bmiMetadata } from '@/components/bmi/BmiPage'

export const generateMetadata = () => bmiMetadata('es', { result: true })

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The Spanish calculator's form as the browser submits it without JavaScript: the result or the messages. */
export default async function SpanishBmiResultPage({ searchParams }: Props) {
  return <BmiPage query={await searchParams} lang="es" />
}
