/**
 * Spread on every control that opens the sign-in dialog: intent on it prepares the dialog (sign-in-context.tsx),
 * and the page's shell marks its own "Connect wallet" the same way before the app has loaded (shell-sign-in.ts).
 * A module of its own, so the page's entry script reads it without the sign-in code.
 */
/** The attribute that marks a sign-in control. */
export const SIGN_IN_ATTRIBUTE = 'data-sign-in'
export const SIGN_IN_TRIGGER = { [SIGN_IN_ATTRIBUTE]: '' } as const

/** A pointer coming over, focus landing on, or a press of a sign-in control (a touch has no hover). */
export const SIGN_IN_INTENT_EVENTS = ['pointerover', 'focusin', 'pointerdown'] as const
