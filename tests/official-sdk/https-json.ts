/**
 * A plain JSON POST over HTTPS that trusts only the test node's certificate, for the one request the
 * official SDK has no function for (the push-server authorisation, which its React kit sends itself).
 */
import { request } from 'node:https'

export const postJson = (
  url: string,
  body: unknown,
  ca: string,
): Promise<{ code: number; msg: string; data: unknown }> =>
  new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', ca, headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString()
        })
        res.on('end', () => resolve(JSON.parse(text)))
      },
    )
    req.on('error', reject)
    req.end(JSON.stringify(body))
  })
