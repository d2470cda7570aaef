/** Filled in with passkeys (WebAuthn): until then, nothing. */
export function PasskeySignIn(_props: { next: string }) {
  return null;
}
