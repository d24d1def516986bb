import type { ReactNode } from 'react';
import type { Abi } from '@/api/node-client';
import type { Draft } from './form-value';

/**
 * Draws one part of a compound value (an array item, a field, the optional's or variant's value)
 * as a DraftInput one level deeper.
 */
export type RenderDraftChild = (
  type: string,
  value: Draft,
  onChange: (value: Draft) => void,
  label: string,
  path: string,
) => ReactNode;

/** The dotted path of a part (`transfers.0.to`), which names its problems and its input's id. */
export function childPath(path: string, part: string): string {
  return path ? `${path}.${part}` : part;
}

/** What DraftInput hands the input of a compound value (array, optional, struct, variant). */
export interface DraftPartProps {
  abi: Abi;
  value: Draft;
  onChange: (value: Draft) => void;
  label: string;
  /** Dotted path of this value in the arguments. */
  path: string;
  /** Draws one of its parts, a level deeper. */
  child: RenderDraftChild;
}
