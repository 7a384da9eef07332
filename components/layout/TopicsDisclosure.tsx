'use client'
import { ChevronDown } from '@/components/ui/header-icons'
import { useEffect, useId, useRef, useState } from 'react'

/**
 * The Topics dropdown around a server-rendered list of links. With JavaScript: a button with aria-expanded,
 * arrow keys move through the links, Escape closes and returns focus, a click outside or a chosen link closes it.
 * Without JavaScript: a plain link to the topics section, and the list opens on hover and focus (globals.css).
 */
export function TopicsDisclosure({
  label,
  fallbackHref,
  children,
}: {
  label: string
  fallbackHref: string
  children: React.ReactNode
}) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
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
    focusLinkAt(panelRef.current, pendingFocus.current)
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
      const index = linksIn(panelRef.current).indexOf(document.activeElement as HTMLAnchorElement)
      focusLinkAt(panelRef.current, index === -1 ? 0 : index + delta)
    }
  }

  const triggerClass =
    'flex w-full items-center justify-between gap-1 rounded-md px-3 py-2 text-base font-medium text-gray-800 hover:bg-brand-50 hover:text-brand-700 md:text-sm'
  return (
    <div
      ref={wrapperRef}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <a href={fallbackHref} data-no-js-only className={triggerClass}>
        {label}
      </a>
      <button
        ref={buttonRef}
        type="button"
        data-js-only
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className={triggerClass}
      >
        {label}
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={id}
        ref={panelRef}
        data-topics-panel
        data-open={open}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpen(false)
        }}
      >
        {children}
      </div>
    </div>
  )
}

function linksIn(panel: HTMLElement | null): HTMLAnchorElement[] {
  return Array.from(panel?.querySelectorAll<HTMLAnchorElement>('a') ?? [])
}

/** Focuses the link at `index`, wrapping around both ends (-1 is the last link). */
function focusLinkAt(panel: HTMLElement | null, index: number) {
  const links = linksIn(panel)
  links[(index + links.length) % links.length]?.focus()
}
