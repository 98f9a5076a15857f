import type { BenchSuite } from '../harness'
import { codecSuite } from './codec'
import { devnetSuite } from './devnet/index'
import { e2eSuite } from './e2e'
import { failoverSuite } from './failover'
import { localFirstSuite } from './local-first'
import { mockNodeSuite } from './mock-node'
import { mockNodeCapacitySuite } from './mock-node-capacity'
import { mockNodeScaleSuite } from './mock-node-scale'
import { outboxSuite } from './outbox'
import { packageSizeSuite } from './package-size'
import { signingSuite } from './signing'
import { webPushSuite } from './webpush'

/** Every suite `npm run bench` knows, in the order it prints them. Each helper module adds its own. */
export const suites: BenchSuite[] = [
  signingSuite,
  codecSuite,
  mockNodeSuite,
  mockNodeScaleSuite,
  mockNodeCapacitySuite,
  outboxSuite,
  localFirstSuite,
  devnetSuite,
  failoverSuite,
  e2eSuite,
  webPushSuite,
  packageSizeSuite,
]
