/**
 * The packages as a dapp gets them (docs/packages/sdk/README.md): `@w3mq/sdk` and `@w3mq/mock-node`, built by
 * the global setup, packed with `npm pack` and installed into a fresh project outside the repository
 * (./_util/installed-project.ts). There:
 * - the installed tree holds built files only, every export points at one of them, the SDK's core loads no
 *   `ws`, and a strict TypeScript consumer compiles against the declarations;
 * - in Node, the packaged node started through its bin carries a chat between two people signed up with
 *   test wallets, through the installed SDK (./_fixtures/node-chat.mjs);
 * - in Chromium, a page bundled from the installed packages with esbuild, served by that bin with
 *   `--serve-app`, carries the same chat (./_fixtures/browser-chat.mjs).
 * Every wait is for a printed line, an event or the page's result; the deadlines are hang guards only.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MOCK_NODE, SDK } from '../../scripts/package/manifests'
import { launchBrowser } from '../e2e/_util/browser'
import {
  type InstalledProject,
  installProject,
  ROOT,
  type RunningNode,
  resultLine,
  run,
  startNodeBin,
} from './_util/installed-project'

/** Non-ASCII on purpose: the payload travels as base64 of UTF-8 and must come back byte for byte. */
const TEXT = 'Hi Bob! 👋 — from the installed packages'

/** Hang guards only (vitest.package.config.ts): an install from npm's cache, sign-ups, a page's chat. */
const INSTALL_GUARD_MS = 600_000
const PAGE_GUARD_MS = 180_000

interface Person {
  address: string
  userid: string
  registered: boolean
}

interface ChatResult {
  alice: Person
  bob: Person
  sent: { id: string; content: string }
  received: { messageId: string; comeFrom: string; contentTopic: string; text: string }
  delivered: { messageId: string; contentTopic: string; status: string }
}

/** What both chats must show, whatever ran them. */
const expectChat = (result: ChatResult): void => {
  const { alice, bob } = result
  for (const person of [alice, bob]) {
    expect(person.address).toMatch(/^0x[0-9a-f]{40}$/)
    // docs/protocol.md §5.2: `user:` and 56 hex digits.
    expect(person.userid).toMatch(/^user:[0-9a-f]{56}$/)
    // A node started with --memory knows no one: both sign-ups register.
    expect(person.registered).toBe(true)
  }
  expect(alice.address).not.toBe(bob.address)
  expect(alice.userid).not.toBe(bob.userid)
  expect(result.sent.content).toBe(TEXT)
  // Bob gets exactly the text, from Alice's userid, in his own topic, as the message Alice sent.
  expect(result.received).toEqual({
    messageId: result.sent.id,
    comeFrom: alice.userid,
    contentTopic: bob.userid,
    text: TEXT,
  })
  // Alice gets the node's ack for that message: `received`, accepted by the node (docs/protocol.md §2.4).
  expect(result.delivered).toEqual({
    messageId: result.sent.id,
    contentTopic: bob.userid,
    status: 'received',
  })
}

/** Every path an exports map (or a bin map) names, through all its conditions. */
const targetsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(targetsOf)
      : []

/** The files of an installed package, sorted; a nested node_modules is npm's, not the package's. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .filter((file) => !file.startsWith('node_modules/'))
    .sort()

/** Imports a dapp in Node would not type-check without, and a wrong one each that must not compile. */
const CONSUMER_TS = `import { type Client, type EventMap, initWeb3MQ, signInWithWallet } from '@w3mq/sdk'
import { platformPorts } from '@w3mq/sdk/platform'
import { type MockNodeHandle, startMockNode, testWallet } from '@w3mq/mock-node'
import { testWallet as browserTestWallet } from '@w3mq/mock-node/test-wallet'

export const chat = async (text: string): Promise<string> => {
  const node: MockNodeHandle = await startMockNode({ memory: true })
  const web3mq = await initWeb3MQ({ connectUrl: node.url }, platformPorts())
  const wallet = testWallet('Alice')
  const sameAddress: string = browserTestWallet('Alice').address
  const { userid, keys } = await signInWithWallet(web3mq.auth, { signer: wallet, password: 'p', nickname: 'Alice' })
  const client: Client = web3mq.createClient(
    { PrivateKey: keys.TempPrivateKey, PublicKey: keys.TempPublicKey, userid },
    { didKey: \`eth:\${wallet.address}\` },
  )
  const off = client.events.on('message.received', (payload: EventMap['message.received']) => {
    const from: string = payload.message.comeFrom
    console.log(from, sameAddress)
  })
  const sent = await client.message.sendMessage(text, userid)
  off()
  // @ts-expect-error the text is a string: were the declarations \`any\`, this line would be an error
  await client.message.sendMessage(42, userid)
  // @ts-expect-error startMockNode has no such option
  await startMockNode({ prot: 1 })
  await node.close()
  return sent.id
}
`

describe('the packages installed into a fresh project', () => {
  let project: InstalledProject
  let browser: Browser | undefined
  const nodes: RunningNode[] = []

  beforeAll(async () => {
    // @types/node: a Node TypeScript dapp has it (the mock node's declarations name Node's types). `ws` is
    // not given: the SDK depends on it, so the Node socket must work from the two tarballs alone.
    project = await installProject(['@types/node'])
    console.log(`npm install of the two tarballs took ${(project.installMs / 1000).toFixed(1)} s`)
  }, INSTALL_GUARD_MS)

  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()))
    await browser?.close()
    project?.remove()
  })

  /** Starts the packaged node's bin, stopped in afterAll even when the test fails. */
  const startNode = async (args: readonly string[]): Promise<RunningNode> => {
    const node = await startNodeBin(project, ['--port', '0', '--memory', ...args])
    nodes.push(node)
    return node
  }

  describe('the installed tree', () => {
    it.each([SDK, MOCK_NODE])('$name is installed as packed, with built files only', (spec) => {
      const dir = project.installed(spec.name)
      const tarball = project.tarballs[spec.name]!
      expect(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))).toEqual(tarball.manifest)
      expect(tarball.manifest).toMatchObject({ name: spec.name, version: spec.version })
      const files = filesUnder(dir)
      expect(files).toEqual(tarball.files)
      // Besides package.json and the docs, only dist/: no src/, no tests, no configuration.
      const topLevel = new Set(files.map((file) => file.split('/')[0]))
      expect([...topLevel].filter((name) => name !== 'package.json' && !name?.endsWith('.md'))).toEqual([
        'dist',
      ])
      // No TypeScript source anywhere: declarations only.
      expect(
        files.filter((file) => /\.(ts|tsx|mts|cts)$/.test(file) && !/\.d\.(ts|mts|cts)$/.test(file)),
      ).toEqual([])
      expect(files.some((file) => file.endsWith('.js'))).toBe(true)
    })

    it.each([SDK, MOCK_NODE])('every path in the exports and bin of $name is a file it ships', (spec) => {
      const dir = project.installed(spec.name)
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
      const targets = [...targetsOf(manifest.exports), ...targetsOf(manifest.bin ?? {}), manifest.types]
      expect(targets.filter((target) => !existsSync(join(dir, target)))).toEqual([])
    })

    it('importing @w3mq/sdk in Node loads nothing of ws; its Node platform entry does', async () => {
      const script = project.addFixture('ws-check.mjs')
      const result = resultLine<{
        coreExports: string
        platformExports: string
        afterCore: string[]
        afterPlatform: string[]
      }>(await run(process.execPath, [script], project.dir))
      expect(result.coreExports).toBe('function')
      expect(result.platformExports).toBe('function')
      expect(result.afterCore).toEqual([])
      // The control: the same check sees ws once the node condition's socket is imported, from the project.
      expect(result.afterPlatform.length).toBeGreaterThan(0)
      for (const file of result.afterPlatform)
        expect(file.startsWith(join(project.dir, 'node_modules/ws/'))).toBe(true)
    })

    it('a strict TypeScript consumer compiles against the declarations (nodenext, skipLibCheck false)', async () => {
      const file = project.write('consumer.ts', CONSUMER_TS)
      // The repository's compiler, the consumer's files and node_modules: resolution starts at consumer.ts.
      await run(
        join(ROOT, 'node_modules/.bin/tsc'),
        [
          '--noEmit',
          '--module',
          'nodenext',
          '--moduleResolution',
          'nodenext',
          '--strict',
          '--skipLibCheck',
          'false',
          file,
        ],
        project.dir,
      )
    })
  })

  describe('in Node', () => {
    it('Alice and Bob chat through the installed SDK and the mock node started by its bin', async () => {
      const node = await startNode([])
      expect(node.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      project.addFixture('chat.mjs')
      const script = project.addFixture('node-chat.mjs')
      try {
        expectChat(resultLine<ChatResult>(await run(process.execPath, [script, node.url, TEXT], project.dir)))
      } finally {
        await node.stop()
      }
    })
  })

  describe("the package README's quick start", () => {
    it('runs as written and Bob gets the message', async () => {
      const readme = readFileSync(join(ROOT, 'docs/packages/sdk/README.md'), 'utf8')
      const section = readme.slice(readme.indexOf('## Quick start'))
      const code = /```js\n([\s\S]*?)```/.exec(section)?.[1]
      expect(code).toContain("from '@w3mq/sdk'")
      const script = project.write('quick-start.mjs', code ?? '')
      const { stdout } = await run(process.execPath, [script], project.dir)
      // It closes both clients and the node once Bob has the message, so the process ends by itself.
      expect(stdout).toBe('bob got "gm"\n')
    })
  })

  describe('in Chromium', () => {
    it('a page bundled from the installed packages chats through the node that serves it', async () => {
      project.addFixture('chat.mjs')
      const entry = project.addFixture('browser-chat.mjs')
      const appDir = join(project.dir, 'app')
      // The repository's esbuild, pinned as the packages were built with; every import resolves from the
      // entry's folder, the temp project, and the metafile below proves nothing came from anywhere else.
      const { metafile } = await build({
        absWorkingDir: project.dir,
        entryPoints: [entry],
        outfile: join(appDir, 'page.js'),
        bundle: true,
        format: 'esm',
        platform: 'browser',
        metafile: true,
        logLevel: 'silent',
      })
      const inputs = Object.keys(metafile.inputs)
      expect(
        inputs.filter(
          (input) => !['browser-chat.mjs', 'chat.mjs'].includes(input) && !input.startsWith('node_modules/'),
        ),
      ).toEqual([])
      // The browser condition of @w3mq/sdk/platform was chosen, and nothing of the Node side came along.
      expect(inputs).toContain('node_modules/@w3mq/sdk/dist/platform-browser.js')
      const nodeOnly =
        /^node_modules\/(@w3mq\/sdk\/dist\/platform-node\.js|ws|fastify|@fastify|lmdb|@nats-io)\//
      expect(inputs.filter((input) => nodeOnly.test(input) || input.endsWith('platform-node.js'))).toEqual([])
      project.write(
        'app/index.html',
        '<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,">' +
          '<title>@w3mq/sdk from npm</title></head><body><script type="module" src="/page.js"></script></body></html>\n',
      )

      const node = await startNode(['--serve-app', appDir])
      browser = await launchBrowser()
      const context = await browser.newContext()
      try {
        const page = await context.newPage()
        const errors: string[] = []
        page.on('pageerror', (error) => errors.push(`page error: ${error.message}`))
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(`console error: ${message.text()}`)
        })
        page.on('response', (response) => {
          if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`)
        })
        await page.goto(`${node.url}/?text=${encodeURIComponent(TEXT)}`)
        await page.waitForFunction(() => 'result' in window, null, { timeout: PAGE_GUARD_MS })
        const result = (await page.evaluate(() => (window as unknown as { result: unknown }).result)) as
          | ({ ok: true; origin: string } & ChatResult)
          | { ok: false; error: string }
        if (!result.ok) throw new Error(`the page failed: ${result.error}\n${errors.join('\n')}`)
        expect(errors).toEqual([])
        expect(result.origin).toBe(node.url)
        expectChat(result)
        // The browser-safe test wallet is the same wallet as the main entry's: same name, same address.
        const fromMainEntry = resultLine<string[]>(
          await run(
            process.execPath,
            [
              '--input-type=module',
              '--eval',
              "import { testWallet } from '@w3mq/mock-node'\n" +
                "console.log('RESULT ' + JSON.stringify(['Alice', 'Bob'].map((name) => testWallet(name).address)))",
            ],
            project.dir,
          ),
        )
        expect([result.alice.address, result.bob.address]).toEqual(fromMainEntry)
      } finally {
        await context.close()
        await node.stop()
      }
    })
  })
})
