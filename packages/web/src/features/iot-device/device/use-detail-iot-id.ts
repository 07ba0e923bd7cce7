import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The device the detail page shows: its `?iotId=` (empty when the link names none). */
export function useDetailIotId(): string {
  const [params] = useSearchParams();
  return params.get('iotId')?.trim() ?? '';
}

/** The detail's device as a list's scope or path parameters (one object while the device stays the same). */
export function useDetailDevice(): { iotId: string } {
  const iotId = useDetailIotId();
  return useMemo(() => ({ iotId }), [iotId]);
}
