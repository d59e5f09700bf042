'use client'

import { Fragment, useEffect, useRef } from 'react'

import { addressWithProduct, initialProduct } from './product-choice'

type Props = {
  name: string
  legend: string
  options: readonly { product: string; label: string }[]
}

/** Radio buttons, so CSS alone shows the chosen product's table (pricing.css); the script only syncs the address. */
export function ProductSwitch({ name, legend, options }: Props) {
  const ref = useRef<HTMLFieldSetElement>(null)

  // The radios are the state (CSS reads them): the script only checks the one the address names.
  useEffect(() => {
    const first = initialProduct(
      options.map((option) => option.product),
      window.location,
      document.referrer,
    )
    const radio = first ? ref.current?.querySelector<HTMLInputElement>(`.pricing-products__choice[value="${first}"]`) : null
    if (radio) radio.checked = true
  }, [options])

  useEffect(() => {
    const group = ref.current?.closest('.pricing-products')
    if (!group) return
    const followBilling = (event: Event) => {
      const input = event.target
      if (!(input instanceof HTMLInputElement) || !input.classList.contains('pricing-table__choice') || !input.checked) return
      for (const other of group.querySelectorAll<HTMLInputElement>(`.pricing-table__choice[value="${input.value}"]`)) other.checked = true
    }
    group.addEventListener('change', followBilling)
    return () => group.removeEventListener('change', followBilling)
  }, [])

  const choose = (product: string) => {
    window.history.replaceState(window.history.state, '', addressWithProduct(window.location.href, product))
  }

  return (
    <fieldset className="pricing-products__switch" ref={ref}>
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => (
        <Fragment key={option.product}>
          <input
            className="pricing-products__choice visually-hidden"
            type="radio"
            name={name}
            id={`${name}-${option.product}`}
            value={option.product}
            defaultChecked={option === options[0]}
            onChange={() => choose(option.product)}
          />
          <label className="pricing-products__option" htmlFor={`${name}-${option.product}`}>
            {option.label}
          </label>
        </Fragment>
      ))}
    </fieldset>
  )
}
