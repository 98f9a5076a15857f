/** The sign-in flow as its own on-demand chunk, named `login` as the spec's chunk list has it (§9). */
export { SignInDialog } from './SignInDialog'
