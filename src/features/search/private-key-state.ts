/** Navigation state of the search page a private key was taken out of the address for. */
export const privateKeyRefusedState = { privateKeyRefused: true } as const;

export function wasPrivateKeyRefused(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'privateKeyRefused' in state;
}
