import { useSearchParams } from 'react-router';

/** A positive integer query parameter of the current route (`?id=3`), or undefined when absent or malformed. */
export function useIdParam(name: string): number | undefined {
  const [params] = useSearchParams();
  const text = params.get(name) ?? '';
  return /^[1-9]\d{0,15}$/.test(text) ? Number(text) : undefined;
}
