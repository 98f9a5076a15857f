/**
 * The production build a person gets, built into a folder the caller made and removes. The browser suite's
 * global setup and the devnet's browser test both build the app here.
 */
import { build } from 'vite'

/**
 * Builds the app into `outDir`. `env` holds build variables (VITE_*, src/composition/config.ts) set only
 * for this build. Vitest sets NODE_ENV=test, which would bundle React's development build: NODE_ENV is
 * production while it builds.
 */
export const buildAppInto = async (outDir: string, env: Record<string, string> = {}): Promise<void> => {
  const vars = { ...env, NODE_ENV: 'production' }
  const before = Object.fromEntries(Object.keys(vars).map((key) => [key, process.env[key]]))
  Object.assign(process.env, vars)
  try {
    await build({ logLevel: 'warn', mode: 'production', build: { outDir, emptyOutDir: true } })
  } finally {
    for (const [key, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  }
}
