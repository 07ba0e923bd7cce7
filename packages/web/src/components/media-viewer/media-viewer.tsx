import { PlayCircleOutlined } from '@ant-design/icons';
import { MEDIA_DIALOG_WIDTH, MEDIA_THUMBNAILS_DELAY_MS } from '@beacon/contracts/constants';
import { Modal } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isImageUrl } from './media-kind';

/** A media address, or an address with its kind when the extension does not tell (data or blob URLs). */
export type MediaItem = string | { url: string; kind: 'image' | 'video' };

const urlOf = (item: MediaItem): string => (typeof item === 'string' ? item : item.url);
const isImage = (item: MediaItem): boolean => (typeof item === 'string' ? isImageUrl(item) : item.kind === 'image');

/** Props of the media viewer dialog. */
export interface MediaViewerProps {
  /** Images (jpg, jpeg, png, gif by extension) or videos. */
  items: readonly MediaItem[];
  open: boolean;
  initialIndex?: number;
  title?: ReactNode;
  onClose: () => void;
}

/** An 800 px dialog showing an image or a video, with a thumbnail strip that appears after 800 ms. */
export function MediaViewer({ items, open, initialIndex = 0, title, onClose }: MediaViewerProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(initialIndex);
  const [thumbnails, setThumbnails] = useState(false);

  useEffect(() => {
    if (!open) return;
    setIndex(initialIndex);
    setThumbnails(false);
    const timer = setTimeout(() => setThumbnails(true), MEDIA_THUMBNAILS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, initialIndex]);

  const current = items[index];
  const url = current === undefined ? undefined : urlOf(current);
  return (
    <Modal
      open={open}
      width={MEDIA_DIALOG_WIDTH}
      title={title ?? t('components:media.title')}
      footer={null}
      destroyOnHidden
      onCancel={onClose}
    >
      <div
        data-testid="media-viewer"
        style={{ display: 'grid', placeItems: 'center', minHeight: 200, background: '#000' }}
      >
        {current !== undefined &&
          (isImage(current) ? (
            <img
              src={url}
              alt={t('components:media.item', { index: index + 1 })}
              style={{ maxWidth: '100%', maxHeight: 480 }}
            />
          ) : (
            <video key={url} src={url} controls style={{ maxWidth: '100%', maxHeight: 480 }}>
              <track kind="captions" />
              {t('components:media.noVideo')}
            </video>
          ))}
      </div>
      {thumbnails && items.length > 0 && (
        <nav
          data-testid="media-thumbnails"
          aria-label={t('components:media.thumbnails')}
          style={{ display: 'flex', gap: 8, marginTop: 12, overflowX: 'auto' }}
        >
          {items.map((item, itemIndex) => (
            <button
              key={urlOf(item)}
              type="button"
              aria-label={t('components:media.item', { index: itemIndex + 1 })}
              aria-current={itemIndex === index}
              onClick={() => setIndex(itemIndex)}
              style={{
                width: 64,
                height: 48,
                padding: 0,
                flexShrink: 0,
                cursor: 'pointer',
                border: `2px solid ${itemIndex === index ? '#1677ff' : 'transparent'}`,
                background: '#000',
                color: '#fff',
              }}
            >
              {isImage(item) ? (
                <img src={urlOf(item)} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
              ) : (
                <PlayCircleOutlined aria-hidden />
              )}
            </button>
          ))}
        </nav>
      )}
    </Modal>
  );
}
