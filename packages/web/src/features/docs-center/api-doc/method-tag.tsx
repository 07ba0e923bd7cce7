import type { ApiMethod } from '@beacon/contracts/open-platform-api';
import { Tag } from 'antd';

const COLORS: Record<ApiMethod, string> = { GET: 'green', POST: 'blue', PUT: 'orange', DELETE: 'red', PATCH: 'purple' };

/** An HTTP method as a coloured tag (the text says it; the colour only helps). */
export function MethodTag({ method }: { method: ApiMethod }) {
  return (
    <Tag color={COLORS[method]} style={{ fontFamily: 'monospace', marginInlineEnd: 6 }}>
      {method}
    </Tag>
  );
}
