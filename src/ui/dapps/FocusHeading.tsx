import { useEffect, useRef } from 'react'
import { focusIfIdle } from '../wallet-modal/focus'

/**
 * A heading that takes focus when it appears, unless the person already focused something: the view it
 * heads replaced the control they used, so focus would otherwise fall back to the page.
 */
export const FocusHeading = ({ children }: { children: string }) => {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => focusIfIdle(ref.current), [])
  return (
    <h3 ref={ref} tabIndex={-1}>
      {children}
    </h3>
  )
}
