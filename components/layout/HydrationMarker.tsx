'use client'
import { useEffect } from 'react'

/** The attribute HydrationMarker sets on `<html>` once React has hydrated the page. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'

/**
 * Marks `<html data-hydrated>` once React has hydrated the root layout: a public signal that the page's handlers are
 * attached, for tests (tests/e2e/fixtures.ts) and for styles that should wait for scripts. Before it, a click on a
 * form is the browser's own submission, which the server answers too.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
  }, [])
  return null
}

/**
 * The spec asks for the missing path in the console on the not-found page: it helps whoever follows a broken link from
 * a report. It lives here, in a module the root layout already loads, so that the not-found boundary every page
 * carries costs no script of its own (it was one more request on most pages: docs/performance.md).
 */
export function LogMissingPath() {
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', window.location.pathname)
  }, [])
  return null
}
