/** Every REST handler of the node; the router refuses to start if an endpoint has none. */
import type { Route } from '../http/routes'
import { authRoutes } from './auth'
import { chatRoutes } from './chat'
import { dappRoutes } from './dapp'
import { discoveryRoutes } from './discovery'
import { e2eRoutes } from './e2e'
import { e2eEpochRoutes } from './e2e-epoch'
import { groupRoutes } from './group'
import { notifyRoutes } from './notify'
import { socialRoutes } from './social'
import { topicDirectoryRoutes } from './topic-directory'
import { userRoutes } from './user'
import { webPushRoutes } from './webpush'

export const routes: readonly Route[] = [
  ...authRoutes,
  ...userRoutes,
  ...socialRoutes,
  ...notifyRoutes,
  ...topicDirectoryRoutes,
  ...chatRoutes,
  ...groupRoutes,
  ...dappRoutes,
  ...discoveryRoutes,
  ...e2eRoutes,
  ...e2eEpochRoutes,
  ...webPushRoutes,
]
