'use client'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { ChevronDown, Menu, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'

export type TopicLink = { href: string; label: string }

const linkClass =
  'block rounded-md px-3 py-2 text-base font-medium text-gray-800 hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:text-brand-700 md:text-sm'

/** Top navigation: Home, the Topics dropdown, Blog, About, Contact and Consult Doctor; a toggle on small screens. */
export function MainNav({ topics }: { topics: TopicLink[] }) {
  const pathname = usePathname()
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()
  const current = (href: string) => (pathname === href ? 'page' : undefined)
  const close = () => setMenuOpen(false)

  return (
    <nav aria-label="Main" className="flex items-center">
      <button
        type="button"
        className="inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-100 md:hidden"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={() => setMenuOpen((open) => !open)}
      >
        {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
        Menu
      </button>
      <ul
        id={menuId}
        className={`${menuOpen ? 'flex' : 'hidden'} absolute inset-x-0 top-full flex-col gap-1 border-b border-gray-200 bg-white p-4 shadow-lg md:static md:flex md:flex-row md:items-center md:gap-1 md:border-0 md:p-0 md:shadow-none`}
      >
        <li>
          <Link href="/" className={linkClass} aria-current={current('/')} onClick={close}>
            Home
          </Link>
        </li>
        <li className="relative">
          <TopicsMenu topics={topics} pathname={pathname} onNavigate={close} />
        </li>
        {[
          ['/blog', 'Blog'],
          ['/about', 'About'],
          ['/contact', 'Contact'],
        ].map(([href, label]) => (
          <li key={href}>
            <Link href={href!} className={linkClass} aria-current={current(href!)} onClick={close}>
              {label}
            </Link>
          </li>
        ))}
        <li className="mt-2 md:mt-0 md:ml-2">
          <Link
            href="/homepage"
            onClick={close}
            className="block rounded-md bg-brand-700 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-800"
          >
            Consult Doctor
          </Link>
        </li>
      </ul>
    </nav>
  )
}

function TopicsMenu({
  topics,
  pathname,
  onNavigate,
}: {
  topics: TopicLink[]
  pathname: string
  onNavigate: () => void
}) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const wrapperRef = useRef<HTMLDivElement>(null)
  // Which link to focus once the list has rendered open (arrow keys on the closed button).
  const pendingFocus = useRef<number | null>(null)

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  useEffect(() => {
    if (!open || pendingFocus.current === null) return
    focusLinkAt(listRef.current, pendingFocus.current)
    pendingFocus.current = null
  }, [open])

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation()
      setOpen(false)
      buttonRef.current?.focus()
      return
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const delta = event.key === 'ArrowDown' ? 1 : -1
      if (!open) {
        pendingFocus.current = delta === 1 ? 0 : -1
        setOpen(true)
        return
      }
      const index = linksIn(listRef.current).indexOf(document.activeElement as HTMLAnchorElement)
      focusLinkAt(listRef.current, index === -1 ? 0 : index + delta)
    }
  }

  return (
    <div
      ref={wrapperRef}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between gap-1 rounded-md px-3 py-2 text-base font-medium text-gray-800 hover:bg-brand-50 hover:text-brand-700 md:text-sm"
      >
        Topics
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        ref={listRef}
        id={id}
        hidden={!open}
        className="mt-1 min-w-56 rounded-md border border-gray-200 bg-white py-1 md:absolute md:top-full md:left-0 md:shadow-lg"
      >
        {topics.map((topic) => (
          <li key={topic.href}>
            <Link
              href={topic.href}
              aria-current={pathname === topic.href ? 'page' : undefined}
              className="block px-4 py-2 text-sm text-gray-800 hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:font-semibold"
              onClick={() => {
                setOpen(false)
                onNavigate()
              }}
            >
              {topic.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

function linksIn(list: HTMLElement | null): HTMLAnchorElement[] {
  return Array.from(list?.querySelectorAll<HTMLAnchorElement>('a') ?? [])
}

/** Focuses the link at `index`, wrapping around both ends (-1 is the last link). */
function focusLinkAt(list: HTMLElement | null, index: number) {
  const links = linksIn(list)
  links[(index + links.length) % links.length]?.focus()
}
