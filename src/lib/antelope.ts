import { retryableImport } from '@/api/retryable-import';

/**
 * The ABI serializer (@wharfkit/antelope), loaded on first use only: it is heavy and no first
 * page needs it. One loader for every user, so it downloads once, and again after a failure.
 */
export const loadAntelope = retryableImport(() => import('@wharfkit/antelope'));
