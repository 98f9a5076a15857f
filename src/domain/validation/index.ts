/** What people type, checked before anything is signed or sent. */
export { countText, Limits, PASSWORD_MIN, tooLong } from './limits'
export {
  checkDappId,
  checkDomain,
  checkNewPassword,
  checkTelegramId,
  checkText,
  checkTopicId,
  normalizeTopicId,
  type Problem,
  passwordStrength,
} from './rules'
