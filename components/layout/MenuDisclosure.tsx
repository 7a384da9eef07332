'use client'
import { usePathname } from 'next/navigation'
import { Menu, X } from '@/components/ui/header-icons'
import { useEffect, useId, useRef, useState } from 'react'

/**
 * The small-screen menu toggle around the server-rendered nav list. Without JavaScript the button is hidden and
 * the list is shown (globals.css, `html.js`); with it, the list sits behind the button. It also marks the link to
 * the current page with aria-current, which only the browser knows after client-side navigation.
 */
export function MenuDisclosure({ label, children }: { label: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const pathname = usePathname()

  useEffect(() => {
    for (const link of panelRef.current?.querySelectorAll('a') ?? []) {
      if (link.getAttribute('href') === pathname) link.setAttribute('aria-current', 'page')
      else link.removeAttribute('aria-current')
    }
  }, [pathname])

  return (
    <>
      <button
        type="button"
        data-js-only
        className="inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-100 md:hidden"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
        {label}
      </button>
      <div
        id={id}
        ref={panelRef}
        data-menu-panel
        data-open={open}
        onClick={(event) => {
          // Choosing a link closes the menu; client-side navigation keeps this component mounted.
          if ((event.target as HTMLElement).closest('a')) setOpen(false)
        }}
      >
        {children}
      </div>
    </>
  )
}
