'use client'
import { usePathname } from 'next/navigation'
import { Menu, X } from '@/components/ui/header-icons'
import { useEffect, useRef, useState } from 'react'

/** The panel's id: one header per page. Without JavaScript the Menu link opens the panel as the page's target. */
export const MENU_PANEL_ID = 'site-menu'

/**
 * The small-screen menu toggle around the server-rendered nav list. With JavaScript the list sits behind the button.
 * Without it the button is hidden, and a Menu link to the panel takes its place: the panel stays collapsed until that
 * link makes it the page's target (globals.css, `:target`), so the open menu never sits above every page. It also
 * marks the link to the current page with aria-current, which only the browser knows after client-side navigation.
 */
export function MenuDisclosure({ label, children }: { label: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false)
  const panelRef = useRef<HTMLDivElement>(null)
  const pathname = usePathname()

  useEffect(() => {
    for (const link of panelRef.current?.querySelectorAll('a') ?? []) {
      if (link.getAttribute('href') === pathname) link.setAttribute('aria-current', 'page')
      else link.removeAttribute('aria-current')
    }
  }, [pathname])

  const toggleClass =
    'inline-flex min-h-11 items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-100 md:hidden'
  return (
    <>
      <a href={`#${MENU_PANEL_ID}`} data-no-js-only className={toggleClass}>
        <Menu aria-hidden="true" className="size-5" />
        {label}
      </a>
      <button
        type="button"
        data-js-only
        className={toggleClass}
        aria-expanded={open}
        aria-controls={MENU_PANEL_ID}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
        {label}
      </button>
      <div
        id={MENU_PANEL_ID}
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
