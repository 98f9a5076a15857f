import type { AppConfig } from '../../../src/machines/app/app-services'
import type { SessionKeys } from '../../../src/machines/session/session.types'

/** The fake clock's origin: the session's `now()` is TEST_NOW plus the simulated clock. */
export const TEST_NOW = 1_700_000_000_000
/** The stored session keys of fakeServices({ signedIn: true }). */
export const TEST_KEYS: SessionKeys = {
  PrivateKey: 'aa'.repeat(32),
  PublicKey: 'bb'.repeat(32),
  userid: 'user:alice',
}
export const TEST_MAIN_KEYS = {
  PublicKey: 'cc'.repeat(32),
  PrivateKey: 'dd'.repeat(32),
  walletAddress: `0x${'12'.repeat(20)}`,
}

/** A mock-node configuration. */
export const TEST_CONFIG: AppConfig = {
  env: 'dev',
  nodeUrl: 'http://127.0.0.1:8787',
  pushDappId: 'web3mq:push',
  telegramBot: { mobile: 'tg://resolve?domain=web3mq_bot', web: 'https://t.me/web3mq_bot' },
  appOrigin: 'http://localhost:5173',
}
