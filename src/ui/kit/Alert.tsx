import type { ReactNode } from 'react'
import styles from './kit.module.css'

const TONE = { error: styles.alertError, info: styles.alertInfo, success: styles.alertSuccess } as const

/** Errors are announced at once (role alert); information politely (role status). */
export const Alert = ({ tone, children }: { tone: keyof typeof TONE; children: ReactNode }) => (
  <div role={tone === 'error' ? 'alert' : 'status'} className={[styles.alert, TONE[tone]].join(' ')}>
    {children}
  </div>
)
