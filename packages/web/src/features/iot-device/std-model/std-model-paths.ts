import { useSearchParams } from 'react-router';

/** The detail page of a standard model. */
export const stdModelDetailPath = (id: number): string => `/std-model/detail?id=${id}`;
/** The association list of a standard model. */
export const stdModelRelevancePath = (id: number): string => `/std-model/relevance?stdModelId=${id}`;
/** The standard model list. */
export const STD_MODEL_LIST_PATH = '/std-model/list';

/** A positive integer query parameter of the current route (`?id=3`), or undefined when absent or malformed. */
export function useIdParam(name: string): number | undefined {
  const [params] = useSearchParams();
  const text = params.get(name) ?? '';
  return /^[1-9]\d{0,15}$/.test(text) ? Number(text) : undefined;
}
