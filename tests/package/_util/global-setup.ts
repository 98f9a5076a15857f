/** Builds both packages once for the suite (build/packages/sdk and build/packages/mock-node). */
import { buildMockNode, buildSdk } from '../../../scripts/package/build'

export default async function setup(): Promise<void> {
  await buildSdk()
  await buildMockNode()
}
