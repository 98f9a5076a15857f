/** Logger over the console; debug output (response bodies, docs/product.md §7) only when switched on. */
import type { Logger } from '../../ports'

interface ConsoleLoggerOptions {
  /** Whether `debug` prints; the app turns it on in dev. info, warn and error always print. */
  enabled: boolean
  /** Where to print (default: the global console). */
  console?: Pick<Console, 'debug' | 'info' | 'warn' | 'error'>
  /** Put before each message so SDK lines stand out in a shared console. */
  prefix?: string
}

/** A Logger writing to the console. `debug` is silent unless `enabled`; `detail` is printed only if given. */
export const consoleLogger = ({
  enabled,
  console: sink = console,
  prefix = '[web3mq]',
}: ConsoleLoggerOptions): Logger => {
  const write =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (message: string, detail?: unknown): void => {
      const line = prefix ? `${prefix} ${message}` : message
      if (detail === undefined) sink[level](line)
      else sink[level](line, detail)
    }
  return {
    debug: enabled ? write('debug') : () => {},
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
  }
}
