/**
 * axe over the whole page (every WCAG 2.x A/AA rule and axe's best practices), asserting zero
 * violations. A failure lists each rule with its help text and the offending elements, so the report
 * reads like a bug list rather than a JSON dump.
 */
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { settleAnimations } from './flows'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

export const axeCheck = async (page: Page, label: string): Promise<void> => {
  // A transition still running (a dialog fading in) gives colour-contrast a half-painted frame.
  await settleAnimations(page)
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  const report = violations.map((v) => {
    const nodes = v.nodes.map((n) => `    - ${n.target.join(' ')}: ${n.failureSummary?.replace(/\n/g, ' ')}`)
    return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes.join('\n')}`
  })
  expect(report, `axe violations on ${label}:\n${report.join('\n')}`).toEqual([])
}
