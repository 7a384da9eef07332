/** A landing-section heading with its intro sentence; `id` names the section for aria-labelledby. */
export function SectionHeading({
  id,
  heading,
  intro,
  tone = 'light',
}: {
  id: string
  heading: string | undefined
  intro?: string | undefined
  tone?: 'light' | 'dark'
}) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <h2 id={id} className={`text-3xl font-bold sm:text-4xl ${tone === 'dark' ? 'text-white' : 'text-gray-900'}`}>
        {heading}
      </h2>
      {intro && <p className={`mt-4 text-lg ${tone === 'dark' ? 'text-blue-50' : 'text-gray-700'}`}>{intro}</p>}
    </div>
  )
}
