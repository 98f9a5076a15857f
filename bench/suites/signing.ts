/**
 * Ed25519 sign/verify throughput against node:crypto's native ed25519, interleaved round by round:
 * @noble/ed25519 (what a browser without native Ed25519 runs), and the domain's signBase64/verifyBase64
 * with each implementation installed (`useEd25519`): noble, and the node:crypto adapter an SDK in Node
 * installs; and the asynchronous signer port (`signBase64With`) over node:crypto and over WebCrypto, as the
 * SDK signs requests and frames. Message: 200 bytes, the size the toolchain notes used.
 */
import { createPrivateKey, createPublicKey, sign as nodeSign, verify as nodeVerify } from 'node:crypto'
import { nobleEd25519, useEd25519 } from '#domain/crypto/ed25519'
import { bytesToBase64, bytesToHex } from '#domain/crypto/encoding'
import { signBase64With } from '#domain/signing/ed25519-signer'
import { signBase64, verifyBase64 } from '#domain/signing/sign'
import { nodeEd25519, nodeEd25519Signer } from '../../src/adapters/crypto/node-ed25519'
import { webCryptoEd25519 } from '../../src/adapters/crypto/webcrypto-ed25519'
import { type BenchSuite, compareAll, rate } from '../harness'

const seed = Uint8Array.from({ length: 32 }, (_, i) => i + 1)
const seedHex = bytesToHex(seed)
const publicKey = nobleEd25519.publicKey(seed)
const native = nodeEd25519()
const nativePort = nodeEd25519Signer(native)
const webCryptoPort = webCryptoEd25519(globalThis.crypto.subtle)
const publicKeyHex = bytesToHex(publicKey)
// Printable ASCII so the string and byte variants sign exactly the same 200 bytes.
const text = Array.from({ length: 200 }, (_, i) => String.fromCharCode(33 + (i % 94))).join('')
const message = new TextEncoder().encode(text)

// RFC 8410 PKCS#8 prefix for a raw ed25519 seed.
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')
const nodePrivate = createPrivateKey({
  key: Buffer.concat([PKCS8_PREFIX, seed]),
  format: 'der',
  type: 'pkcs8',
})
const nodePublic = createPublicKey(nodePrivate)

const NATIVE = 'node:crypto'

const run = async (): Promise<void> => {
  const signature = nobleEd25519.sign(message, seed)
  const nativeSignature = nodeSign(null, message, nodePrivate)
  // Both libraries must agree before their speeds mean anything.
  if (bytesToBase64(signature) !== nativeSignature.toString('base64'))
    throw new Error('noble and node disagree')
  const signatureB64 = bytesToBase64(signature)
  const nativeSign = { name: NATIVE, round: rate(() => nodeSign(null, message, nodePrivate)) }
  const nativeVerify = {
    name: NATIVE,
    round: rate(() => nodeVerify(null, message, nodePublic, nativeSignature)),
  }
  // Each call installs its implementation: rows alternate, and the domain functions read the installed one.
  const withNoble = <T>(work: () => T) => {
    useEd25519(nobleEd25519)
    return work()
  }
  const withNative = <T>(work: () => T) => {
    useEd25519(native)
    return work()
  }
  await compareAll('signing: ed25519 over a 200-byte message', [
    {
      name: '@noble/ed25519 sign',
      unit: 'ops/s',
      ours: rate(() => nobleEd25519.sign(message, seed)),
      reference: nativeSign,
    },
    {
      name: 'signBase64, noble (hex seed in, base64 out)',
      unit: 'ops/s',
      ours: rate(() => withNoble(() => signBase64(text, seedHex))),
      reference: nativeSign,
    },
    {
      name: 'signBase64, node:crypto adapter installed',
      unit: 'ops/s',
      ours: rate(() => withNative(() => signBase64(text, seedHex))),
      reference: nativeSign,
    },
    {
      name: 'signBase64With, node:crypto signer port (async)',
      unit: 'ops/s',
      ours: rate(() => signBase64With(nativePort, text, seedHex)),
      reference: nativeSign,
    },
    {
      name: "signBase64With, WebCrypto adapter on Node's crypto.subtle",
      unit: 'ops/s',
      ours: rate(() => signBase64With(webCryptoPort, text, seedHex)),
      reference: nativeSign,
    },
    {
      name: '@noble/ed25519 verify',
      unit: 'ops/s',
      ours: rate(() => nobleEd25519.verify(signature, message, publicKey)),
      reference: nativeVerify,
    },
    {
      name: 'verifyBase64, noble (base64/hex in)',
      unit: 'ops/s',
      ours: rate(() => withNoble(() => verifyBase64(text, signatureB64, publicKeyHex))),
      reference: nativeVerify,
    },
    {
      name: 'verifyBase64, node:crypto adapter installed',
      unit: 'ops/s',
      ours: rate(() => withNative(() => verifyBase64(text, signatureB64, publicKeyHex))),
      reference: nativeVerify,
    },
  ])
  useEd25519(nobleEd25519)
}

export const signingSuite: BenchSuite = { name: 'signing', run }
