import type { AlarmPageRequest } from '@beacon/contracts/alarm';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The alarms a link asks for (`?stdModelId=&sourceKey=`: a standard model's rule, as the model page links them;
 * `?devKey=` a device's); none: every alarm.
 */
export function useAlarmLinkScope(): Partial<AlarmPageRequest> {
  const [params] = useSearchParams();
  const modelText = params.get('stdModelId') ?? '';
  const sourceKey = params.get('sourceKey')?.trim() ?? '';
  const devKey = params.get('devKey')?.trim() ?? '';
  return useMemo(() => {
    const stdModelId = /^[1-9]\d{0,9}$/.test(modelText) ? Number(modelText) : undefined;
    return {
      ...(stdModelId !== undefined && { stdModelId }),
      ...(sourceKey && { source: 'rule' as const, sourceKey }),
      ...(devKey && { devKey }),
    };
  }, [modelText, sourceKey, devKey]);
}
