import { NodeHttpError } from '@/api/node-errors';

/** get_scheduled_transactions answers 500 "Unknown Transaction ID: …" for a lower bound that is gone. */
export function isUnknownLowerBound(error: unknown): boolean {
  return (
    error instanceof NodeHttpError &&
    error.details.some((d) => d.message.startsWith('Unknown Transaction ID'))
  );
}
