import { NextResponse } from 'next/server'
import { EMAILJS_ORIGIN, readEmailJsConfig } from './lib/emailjs-config'
import { contactCsp } from './lib/security-headers'

/**
 * The contact page's Content-Security-Policy, decided per request: its connect-src allows the EmailJS API only
 * when sending is configured in the server's environment. Every other page keeps the policy next.config.ts sets;
 * this proxy runs for the contact page only (`config.matcher` must equal routes.contact(); a unit test checks it).
 */
export function proxy() {
  const response = NextResponse.next()
  const configured = readEmailJsConfig(process.env).configured
  response.headers.set(
    'Content-Security-Policy',
    contactCsp(process.env.NODE_ENV !== 'production', configured ? EMAILJS_ORIGIN : null),
  )
  return response
}

export const config = { matcher: '/contact' }
