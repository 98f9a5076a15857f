/**
 * The I/O behind a composer's image and `@` suggestions (docs/product.md §14.8), each one call: the browser's
 * image encoder (built here, with the chat chunk), the SDK's send of a content type (`client.message`), and a
 * group's members (`client.group`). Wiring only: sizes, fields and names are the domain's rules.
 */
import { fromPromise } from 'xstate'
import { createCanvasImageEncoder } from '../adapters/platform/image-encoder'
import { typedContent } from '../domain/messages/content'
import { type Member, membersOf } from '../domain/messages/content/mention-text'
import type {
  PrepareImageInput,
  PrepareImageOutput,
  SendImageInput,
} from '../machines/attachment/attachment.types'
import type { LoadMembersInput } from '../machines/mentions/mentions.types'
import type { Client } from '../sdk'
import { signedIn } from './own-did'

interface ComposerDeps {
  client: () => Client | undefined
}

/** The members a group's composer suggests: its first page, which a chat group fits in. */
const MEMBER_PAGE = 200

export const attachmentActors = (deps: ComposerDeps) => {
  const encoder = createCanvasImageEncoder(globalThis.document)
  return {
    prepareImage: fromPromise<PrepareImageOutput, PrepareImageInput>(({ input }) =>
      encoder.prepare(input.file),
    ),
    sendImage: fromPromise<void, SendImageInput>(async ({ input }) => {
      await signedIn(deps.client()).message.queueContent(
        typedContent('image', input.fields, undefined),
        input.topic,
      )
    }),
  }
}

export const mentionsActors = (deps: ComposerDeps) => ({
  loadMembers: fromPromise<readonly Member[], LoadMembersInput>(async ({ input }) =>
    membersOf(
      (await signedIn(deps.client()).group.getGroupMemberList(input.groupid, { page: 1, size: MEMBER_PAGE }))
        .items,
    ),
  ),
})
