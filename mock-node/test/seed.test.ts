import { describe, expect, it } from 'vitest'
import { sha256Hex } from '#domain/crypto/hash'
import { mainKeyFromSignature } from '#domain/keys/main-key'
import { mainKeyNonce, mainKeySignText } from '#domain/signing/main-key-text'
import { signPersonal } from '#domain/walletsig/eip191'
import { buildApp } from '../src/app'
import { DEMO_PASSWORD, seedDemo } from '../src/seed'
import { tempDataDir } from './_util/data-dir'

describe('demo seeding', () => {
  it('registers Alice and Bob as a client would, with a follow, a topic and a Telegram binding', async () => {
    const app = await buildApp({})
    const [alice, bob] = seedDemo(app.context)
    if (!alice || !bob) throw new Error('two accounts expected')
    const lookup = await app.inject({
      method: 'POST',
      url: '/api/get_user_info/',
      payload: { did_type: 'eth', did_value: alice.address, timestamp: 1 },
    })
    const key = sha256Hex('web3mq-demo-wallet:Alice')
    const main = mainKeyFromSignature(
      signPersonal(mainKeySignText(alice.address, mainKeyNonce('eth', alice.address, DEMO_PASSWORD)), key),
    )
    expect(lookup.json()).toMatchObject({
      code: 0,
      data: { userid: alice.userid, main_pubkey: main.PublicKey },
    })
    const profile = await app.inject({
      method: 'GET',
      url: '/api/get_user_public_profile/',
      query: { did_type: 'eth', did_value: bob.address, timestamp: '1', my_userid: '' },
    })
    expect(profile.json().data).toMatchObject({
      nickname: 'Bob',
      stats: { total_followers: 0, total_following: 1 },
      bind_did_list: [{ bind_type: 'telegram', bind_name: 'bob_on_telegram' }],
    })
    expect(app.context.state.notifications.createdBy(alice.userid).map((t) => t.topic_name)).toEqual([
      'Web3MQ news',
    ])
    await app.close()
  })

  it('seeding a data folder again adds no second topic, follow or account', async () => {
    const dir = tempDataDir()
    for (let run = 0; run < 2; run++) {
      const app = await buildApp({ dataDir: dir })
      const [alice, bob] = seedDemo(app.context)
      if (!alice || !bob) throw new Error('two accounts expected')
      const { state } = app.context
      expect(state.notifications.createdBy(alice.userid).map((t) => t.topic_name)).toEqual(['Web3MQ news'])
      expect(state.social.followersOf(alice.userid)).toEqual([bob.userid])
      expect(
        state.users
          .all()
          .map((u) => u.nickname)
          .sort(),
      ).toEqual(['Alice', 'Bob'])
      await app.close()
    }
  })
})
