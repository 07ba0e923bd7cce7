import { CloseOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

/** Props of the image viewer overlay. */
export interface ImageViewerProps {
  urls: readonly string[];
  open: boolean;
  initialIndex?: number;
  onClose: () => void;
}

/** Full-screen image overlay: arrows or buttons switch images, Esc or the close button closes. */
export function ImageViewer({ urls, open, initialIndex = 0, onClose }: ImageViewerProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(initialIndex);
  const closeRef = useRef<HTMLButtonElement>(null);
  const count = urls.length;
  const step = (delta: number) => setIndex((current) => (current + delta + count) % count);

  useEffect(() => {
    if (open) setIndex(initialIndex);
  }, [open, initialIndex]);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'ArrowLeft') setIndex((current) => (current - 1 + count) % count);
      else if (event.key === 'ArrowRight') setIndex((current) => (current + 1) % count);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose, count]);

  if (!open || count === 0) return null;
  const control = { position: 'absolute', color: '#fff' } as const;
  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-label={t('components:image.label')}
      data-testid="image-viewer"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 2000,
        background: 'rgba(0, 0, 0, 0.75)',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <img
        src={urls[index]}
        alt={`${t('components:image.label')} ${index + 1}/${count}`}
        style={{ maxWidth: '90vw', maxHeight: '85vh', objectFit: 'contain' }}
      />
      <Button
        ref={closeRef}
        type="text"
        shape="circle"
        aria-label={t('components:image.close')}
        icon={<CloseOutlined />}
        style={{ ...control, top: 16, right: 16 }}
        onClick={onClose}
      />
      {count > 1 && (
        <>
          <Button
            type="text"
            shape="circle"
            aria-label={t('components:image.previous')}
            icon={<LeftOutlined />}
            style={{ ...control, left: 16 }}
            onClick={() => step(-1)}
          />
          <Button
            type="text"
            shape="circle"
            aria-label={t('components:image.next')}
            icon={<RightOutlined />}
            style={{ ...control, right: 16 }}
            onClick={() => step(1)}
          />
          <div style={{ ...control, bottom: 16 }}>{`${index + 1} / ${count}`}</div>
        </>
      )}
    </div>,
    document.body,
  );
}
