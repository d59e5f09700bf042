'use client'

import Cookies from 'js-cookie'
import { useEffect, useRef } from 'react'

import { COOKIE_NAMES } from '@/domain/consent/cookies'

/**
 * The industry list, showing the one the visitor chose before: the page is cached per team only,
 * so the industry kept in its cookie is read in the browser.
 */
export function IndustrySelect({ label, name, options }: { label: string; name: string; options: ReadonlyArray<{ value: string; label: string }> }) {
  const select = useRef<HTMLSelectElement>(null)
  useEffect(() => {
    const kept = new URLSearchParams(window.location.search).get(name) ?? Cookies.get(COOKIE_NAMES.industry) ?? ''
    if (select.current && options.some((option) => option.value === kept)) select.current.value = kept
  }, [name, options])
  return (
    <label className="block-team-picker__industry">
      <span>{label}</span>
      <select ref={select} name={name} defaultValue="">
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}
