/** A refusal of a server command that the operator can act on: printed as it is, exit status 2. */
export class CommandError extends Error {
  override readonly name = 'CommandError';
}
