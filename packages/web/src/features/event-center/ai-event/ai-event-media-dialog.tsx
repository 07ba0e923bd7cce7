import type { AiEvent } from '@beacon/contracts/ai-event';
import { aiEventEndpoints } from '@beacon/contracts/ai-event.endpoints';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MediaViewer } from '../../../components/media-viewer/media-viewer';
import type { RecordDialogProps } from '../../../components/page-kit/page-spec';
import { endpointQueryOptions } from '../../../lib/api-client/call-endpoint';
import { aiEventName, mediaItems } from './ai-event-texts';

/** An AI event's images or clip in the media viewer, read from its detail (fresh signed URLs). */
export function AiEventMediaDialog({ record, open, onClose, afterClose }: RecordDialogProps<AiEvent>) {
  const { t } = useTranslation('aiEvent');
  const detail = useQuery({
    ...endpointQueryOptions(aiEventEndpoints.get, { params: { id: record.id } }),
    staleTime: 0,
  });
  const event = detail.data?.data ?? record;
  return (
    <MediaViewer
      open={open}
      items={mediaItems(event)}
      title={aiEventName(t, record)}
      onClose={() => {
        onClose();
        afterClose();
      }}
    />
  );
}
