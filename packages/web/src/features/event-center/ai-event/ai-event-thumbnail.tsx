import { VideoCameraOutlined } from '@ant-design/icons';
import type { AiEvent } from '@beacon/contracts/ai-event';
import { thumbnailOf } from './ai-event-texts';

/** The list's small picture of an event: its thumbnail or first image, a video icon for a clip. */
export function AiEventThumbnail({ event, alt }: { event: Pick<AiEvent, 'media'>; alt: string }) {
  const thumbnail = thumbnailOf(event);
  if (thumbnail === null) return null;
  if (thumbnail === 'video')
    return <VideoCameraOutlined aria-label={alt} data-testid="ai-event-video" style={{ fontSize: 24 }} />;
  return (
    <img
      src={thumbnail.url}
      alt={alt}
      loading="lazy"
      style={{ width: 64, height: 40, objectFit: 'cover', borderRadius: 2, display: 'block' }}
    />
  );
}
