import { type Ref, useEffect, useRef } from 'react'
import type { WalletId } from '../../domain/config'
import type { WalletOption } from '../../machines/app/app-services'
import { Spinner } from '../kit'
import { focusIfIdle } from './focus'
import styles from './WalletModal.module.css'

export interface WalletListProps {
  options: readonly WalletOption[]
  /** The wallet being connected: its icon becomes a spinner and other choices wait. */
  connectingId: WalletId | undefined
  onSelect: (walletId: WalletId) => void
  /** An install link was followed: the store opens in a new tab and the dialog closes. */
  onInstall: () => void
}

const BROWSER_NAMES: Readonly<Record<string, string>> = { chrome: 'Chrome', firefox: 'Firefox', edge: 'Edge' }

const Icon = ({ src }: { src: string }) => (
  <img className={styles.icon} src={src} alt="" width={32} height={32} />
)

interface WalletRowProps {
  option: WalletOption
  connectingId: WalletId | undefined
  onSelect: (walletId: WalletId) => void
  buttonRef?: Ref<HTMLButtonElement>
}

/** A real button; while another wallet connects it is aria-disabled (not disabled, so focus stays). */
const WalletRow = ({ option, connectingId, onSelect, buttonRef }: WalletRowProps) => {
  const connecting = option.id === connectingId
  return (
    <button
      ref={buttonRef}
      type="button"
      className={styles.row}
      aria-disabled={(connectingId !== undefined && !connecting) || undefined}
      aria-busy={connecting || undefined}
      onClick={() => {
        if (connectingId === undefined) onSelect(option.id)
      }}
    >
      <span className={styles.name}>
        {option.name}
        {option.status === 'last' ? (
          <>
            {' '}
            <span className={styles.badge}>Last used</span>
          </>
        ) : null}
      </span>
      {connecting ? (
        <span className={styles.icon}>
          <Spinner label="Loading..." />
        </span>
      ) : (
        <Icon src={option.icon} />
      )}
    </button>
  )
}

/** "Install {name}" for one browser store, opened in a new tab. */
const InstallLink = ({
  option,
  link,
  onInstall,
}: {
  option: WalletOption
  link: WalletOption['installLinks'][number]
  onInstall: () => void
}) => (
  <a className={styles.row} href={link.url} target="_blank" rel="noopener noreferrer" onClick={onInstall}>
    <span className={styles.name}>
      Install {option.name}{' '}
      <span className={styles.badge}>
        <span className="visually-hidden">for </span>
        {BROWSER_NAMES[link.browser] ?? link.browser}
      </span>
    </span>
    <Icon src={option.icon} />
  </a>
)

/**
 * The wallets in the order given: last used, pre-authorised and installed ones as buttons, then the
 * missing ones as "Install {name}" links for this browser's store. The first row takes focus when the
 * list appears, and keeps it as wallets fill in, unless the person has moved focus themselves.
 */
export const WalletList = ({ options, connectingId, onSelect, onInstall }: WalletListProps) => {
  const firstRow = useRef<HTMLButtonElement>(null)
  const selectable = options.filter((o) => o.status !== 'install')
  const installable = options.filter((o) => o.status === 'install')
  // The row focus was put on for the person (not by them): while it still holds focus, a wallet that
  // announces itself later and lands first takes it over, so Enter always picks the first wallet.
  const autoFocused = useRef<HTMLElement | null>(null)
  const firstId = selectable[0]?.id
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new first wallet is the reason to run.
  useEffect(() => {
    const row = firstRow.current
    if (!row || row === autoFocused.current) return
    if (autoFocused.current !== null && document.activeElement === autoFocused.current) row.focus()
    else if (autoFocused.current === null) focusIfIdle(row)
    if (document.activeElement === row) autoFocused.current = row
  }, [firstId])

  if (options.length === 0) return <p className={styles.empty}>No wallets are available in this browser.</p>
  return (
    <>
      {selectable.length > 0 ? (
        <ul className={styles.list} aria-label="Wallets">
          {selectable.map((option, index) => (
            <li key={option.id}>
              <WalletRow
                option={option}
                connectingId={connectingId}
                onSelect={onSelect}
                buttonRef={index === 0 ? firstRow : undefined}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {installable.length > 0 ? (
        <ul className={styles.list} aria-label="Wallets to install">
          {installable.flatMap((option) =>
            option.installLinks.map((link) => (
              <li key={`${option.id}-${link.browser}`}>
                <InstallLink option={option} link={link} onInstall={onInstall} />
              </li>
            )),
          )}
        </ul>
      ) : null}
    </>
  )
}
