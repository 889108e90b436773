/**
 * The English texts of the second step of signing in (issue 34): loaded with its page, so they
 * cost the sign-in screen nothing (second-step-es.ts and second-step-pt.ts translate them).
 */
export const en = {
  title: 'Confirm it is you',
  leadTotp: 'Your password was right. Enter the 6-digit code from your authenticator app.',
  leadRecovery: 'Enter one of the recovery codes you saved when you set up your second factor. Each code works only once.',
  leadPasskey: 'Your password was right. Now use your passkey: your browser or phone will ask you to confirm it is you.',
  passkey: 'Use my passkey',
  usePasskey: 'Use a passkey instead',
  wrongPasskey: 'That passkey was not accepted. Try again, or use another way.',
  passkeyCancelled: 'The passkey was not used: the request was cancelled or took too long. Try again, or use another way.',
  passkeyUnsupported: 'This browser cannot use passkeys. Use another way, or another browser.',
  totpLabel: 'Code from your authenticator app',
  recoveryLabel: 'Recovery code',
  submit: 'Continue',
  useRecovery: 'Use a recovery code instead',
  useTotp: 'Use a code from the app instead',
  empty: 'Enter the code first.',
  wrongTotp: 'That code is not right. Codes change every 30 seconds: try the one showing now.',
  wrongRecovery: 'That recovery code is not right, or it has already been used.',
  /** 429: the stated wait, written out ("5 minutes", "45 seconds"). */
  paused: 'Too many wrong codes: signing in is paused. Please wait {wait} before trying again.',
  backToSignIn: 'Back to sign in',
} as const;
