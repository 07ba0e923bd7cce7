import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageViewer } from '../../components/image-viewer/image-viewer';
import { type MediaItem, MediaViewer } from '../../components/media-viewer/media-viewer';
import { DemoSection } from './demo-section';

// In-page sample pictures drawn as SVG data URLs, so the catalogue needs no media files.
const picture = (color: string, label: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="${color}"/><text x="320" y="210" font-size="48" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`,
  )}`;

const PICTURES = [picture('#1677ff', 'Camera 1'), picture('#52c41a', 'Camera 2'), picture('#fa8c16', 'Camera 3')];
const MEDIA: MediaItem[] = [...PICTURES.map((url) => ({ url, kind: 'image' as const })), 'demo/alarm-clip.webm'];

/** The image viewer overlay and the media viewer dialog (images and a video). */
export function ViewersDemo() {
  const { t } = useTranslation('demo');
  const [imageOpen, setImageOpen] = useState(false);
  const [media, setMedia] = useState<{ open: boolean; index: number }>({ open: false, index: 0 });
  return (
    <DemoSection testId="demo-viewers" title={t('viewers.title')}>
      <Space wrap>
        <Button onClick={() => setImageOpen(true)}>{t('viewers.image')}</Button>
        <Button onClick={() => setMedia({ open: true, index: 0 })}>{t('viewers.media')}</Button>
        <Button onClick={() => setMedia({ open: true, index: MEDIA.length - 1 })}>{t('viewers.mediaVideo')}</Button>
      </Space>
      <ImageViewer urls={PICTURES} open={imageOpen} onClose={() => setImageOpen(false)} />
      <MediaViewer
        items={MEDIA}
        open={media.open}
        initialIndex={media.index}
        onClose={() => setMedia((state) => ({ ...state, open: false }))}
      />
    </DemoSection>
  );
}
