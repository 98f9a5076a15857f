/**
 * Frames leave in the order they were handed in (docs/protocol.md §3.3: messages go out in the order
 * written), even when their signatures are asynchronous and finish out of order: signing runs in parallel,
 * sending waits for every earlier frame. A frame ready at once, with nothing ahead of it, goes out at once.
 */
export class SendLine<Frame> {
  private tail: Promise<void> = Promise.resolve()
  private waiting = 0

  /**
   * Sends `frame` with `out` after every earlier one. Returns undefined when it went out at once (a throw
   * of `out` is thrown here), else a promise that settles when it went out or failed.
   */
  push(frame: Frame | Promise<Frame>, out: (frame: Frame) => void): Promise<void> | undefined {
    if (!(frame instanceof Promise) && this.waiting === 0) {
      out(frame)
      return undefined
    }
    this.waiting++
    const sent = this.tail
      .then(() => frame)
      .then(out)
      .finally(() => {
        this.waiting--
      })
    this.tail = sent.catch(() => undefined)
    return sent
  }
}
