/**
 * Fails when src/domain/protocol/gen no longer matches the .proto files: regenerates with the same buf
 * command and template as `npm run gen:proto` into a temp dir and compares byte for byte.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const committed = join(root, 'src/domain/protocol/gen')
const scratch = mkdtempSync(join(tmpdir(), 'proto-gen-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('generated protobuf code', () => {
  it('is exactly what buf generate produces from the .proto files', () => {
    const run = spawnSync(
      join(root, 'node_modules/.bin/buf'),
      ['generate', 'src/domain/protocol/proto', '--output', scratch],
      // Own cache dir: the test must not depend on a writable HOME on the CI machine.
      { cwd: root, encoding: 'utf8', env: { ...process.env, BUF_CACHE_DIR: join(scratch, 'buf-cache') } },
    )
    expect(run.error, String(run.error)).toBeUndefined()
    expect(run.status, run.stderr).toBe(0)
    const fresh = join(scratch, 'src/domain/protocol/gen')
    const names = readdirSync(fresh).sort()
    expect(names).toEqual(readdirSync(committed).sort())
    expect(names).toEqual([
      'connect_pb.ts',
      'heartbeat_pb.ts',
      'message_pb.ts',
      'pubkey_pb.ts',
      'web3mq_bridge_pb.ts',
    ])
    for (const name of names) {
      const stale = `${name} is stale: run npm run gen:proto`
      expect(readFileSync(join(committed, name)).equals(readFileSync(join(fresh, name))), stale).toBe(true)
    }
  }, 30_000)
})
