/**
 * The page a dapp developer builds from the kit's example app: `LoginModal` until the browser holds session
 * keys, then `Chat` with `ConnectMessage`, `DashBoard`, `Channel`, `Window`, `MessageHeader`, `MessageList`, `MessageConsole`
 * around `MessageInput`, and `Notification`. Written for this suite; the node comes from `?node=` so the
 * client never looks for the network's hosted nodes.
 */
import { Client, type KeyPairsType } from '@web3mq/client'
import {
  AppTypeEnum,
  Channel,
  Chat,
  ConnectMessage,
  DashBoard,
  LoginModal,
  MessageConsole,
  MessageHeader,
  MessageInput,
  MessageList,
  Notification,
  useChatContext,
  Window,
} from '@web3mq/react-components'
import '@web3mq/react-components/dist/css/index.css'
import { StrictMode, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'

const NODE_URL = new URLSearchParams(location.search).get('node') ?? ''
const APP_KEY = 'official-kit-suite'

/** What the kit hands `handleOperationEvent`; only the fields this page keeps. */
interface LoginEvent {
  type: 'login' | 'register' | 'error'
  msg?: string
  data: null | {
    privateKey: string
    publicKey: string
    address: string
    tempPrivateKey?: string
    tempPublicKey?: string
    didKey?: string
    userid?: string
  }
}

const store = (entries: Record<string, string>) => {
  for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
}

const storedKeys = (): KeyPairsType | null => {
  const PrivateKey = localStorage.getItem('PRIVATE_KEY') ?? ''
  const PublicKey = localStorage.getItem('PUBLIC_KEY') ?? ''
  const userid = localStorage.getItem('userid') ?? ''
  return PrivateKey && PublicKey && userid ? { PrivateKey, PublicKey, userid } : null
}

/** The main keys this browser saved at sign-up, which the login step then reuses. */
const storedMainKeys = () => {
  const privateKey = localStorage.getItem('MAIN_PRIVATE_KEY')
  const publicKey = localStorage.getItem('MAIN_PUBLIC_KEY')
  const walletAddress = localStorage.getItem('WALLET_ADDRESS')
  return privateKey && publicKey && walletAddress ? { privateKey, publicKey, walletAddress } : undefined
}

const Conversation = () => {
  const { activeNotification } = useChatContext('Conversation')
  return (
    <>
      <Channel className={activeNotification ? 'hide' : ''}>
        <Window>
          <MessageHeader avatarSize={40} />
          <MessageList />
          <MessageConsole Input={<MessageInput />} />
        </Window>
      </Channel>
      <Notification />
    </>
  )
}

const App = () => {
  const [keys, setKeys] = useState<KeyPairsType | null>(storedKeys)
  const [nodeUrl, setNodeUrl] = useState<string | null>(null)

  useEffect(() => {
    Client.init({
      connectUrl: NODE_URL,
      app_key: APP_KEY,
      env: 'dev',
      didKey: localStorage.getItem('DID_KEY') ?? '',
      tempPubkey: localStorage.getItem('PUBLIC_KEY') ?? '',
    }).then((url) => {
      localStorage.setItem('FAST_URL', url)
      setNodeUrl(url)
    })
  }, [])

  const onLoginEvent = (event: LoginEvent) => {
    const data = event.data
    if (!data) return
    store({
      WALLET_ADDRESS: data.address,
      MAIN_PRIVATE_KEY: data.privateKey,
      MAIN_PUBLIC_KEY: data.publicKey,
    })
    if (event.type !== 'login' || !data.tempPrivateKey || !data.tempPublicKey || !data.userid) return
    store({
      userid: data.userid,
      PRIVATE_KEY: data.tempPrivateKey,
      PUBLIC_KEY: data.tempPublicKey,
      DID_KEY: data.didKey ?? '',
    })
    setKeys({ PrivateKey: data.tempPrivateKey, PublicKey: data.tempPublicKey, userid: data.userid })
  }

  const logout = () => {
    store({ PRIVATE_KEY: '', PUBLIC_KEY: '', DID_KEY: '', userid: '' })
    setKeys(null)
  }

  if (!keys) {
    return (
      <main className="login">
        <h1>Official kit suite</h1>
        <LoginModal
          env="dev"
          keys={storedMainKeys()}
          appType={AppTypeEnum.pc}
          handleOperationEvent={onLoginEvent}
          customBtnNode={<button type="button">Connect wallet</button>}
        />
      </main>
    )
  }
  if (!nodeUrl) return null
  return (
    <Chat client={Client.getInstance(keys)} appType={AppTypeEnum.pc} logout={logout}>
      <ConnectMessage />
      <DashBoard />
      <Conversation />
    </Chat>
  )
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
