import { useEffect, useState } from 'react'
import type { WalletDirectory } from '../../machines/app/app-services'
import styles from './WalletModal.module.css'

/**
 * While the Web3MQ wallet app has not answered: the dappConnect link as a QR code to scan, and as a link
 * to open on this device. The QR library loads only here, so it is not part of the first download.
 */
export const ConnectLinkPanel = ({ wallets }: { wallets: WalletDirectory }) => {
  const [link, setLink] = useState<string | undefined>(undefined)
  const [qr, setQr] = useState<string | undefined>(undefined)
  useEffect(() => wallets.onConnectLink(setLink), [wallets])
  useEffect(() => {
    setQr(undefined)
    if (!link) return
    let live = true
    void import('qrcode-generator').then(({ default: qrcode }) => {
      const code = qrcode(0, 'M')
      code.addData(link)
      code.make()
      if (live) setQr(code.createDataURL(4, 8))
    })
    return () => {
      live = false
    }
  }, [link])
  if (!link) {
    return (
      <p role="status" className={styles.loading}>
        Preparing a secure link for the Web3MQ app…
      </p>
    )
  }
  return (
    <section className={styles.linkPanel} aria-labelledby="dapp-connect-title">
      <h3 id="dapp-connect-title">Scan with the Web3MQ app</h3>
      {qr ? <img src={qr} alt="QR code of the connection link" width={196} height={196} /> : null}
      <p role="status">Waiting for the wallet app to approve…</p>
      <a href={link} data-testid="dapp-connect-link">
        Open in the Web3MQ app
      </a>
    </section>
  )
}
