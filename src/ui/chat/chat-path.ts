/** The conversation's page; the rule lives in the domain because alerts and pushes link to it too. */
export { chatPath } from '../../domain/push/content'
