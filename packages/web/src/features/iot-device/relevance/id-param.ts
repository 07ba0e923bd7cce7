import { useSearchParams } from 'react-router';

/** A positive integer query parameter of the current route (`?stdModelId=3`), or undefined when absent or malformed. */
export function useIdParam(name: string): number | undefined {
  const [params] = useSearchParams();
  const text = params.get(name) ?? '';
  return /^[1-9]\d{0,15}$/.test(text) ? Number(text) : undefined;
}

/** The association list of a standard model. */
export const relevanceListPath = (stdModelId: number): string => `/std-model/relevance?stdModelId=${stdModelId}`;
/** Adding an association to a standard model. */
export const relevanceAddPath = (stdModelId: number): string => `/std-model/relevance-add?stdModelId=${stdModelId}`;
/** Editing an association. */
export const relevanceEditPath = (id: number): string => `/std-model/relevance-edit?id=${id}`;
