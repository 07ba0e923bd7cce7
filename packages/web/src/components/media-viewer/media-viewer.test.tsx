import { MEDIA_THUMBNAILS_DELAY_MS } from '@beacon/contracts/constants';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { isImageUrl } from './media-kind';
import { MediaViewer } from './media-viewer';

afterEach(() => vi.useRealTimers());

describe('isImageUrl', () => {
  it('treats jpg, jpeg, png and gif as images, anything else as video', () => {
    for (const url of ['a.jpg', 'b.JPEG', '/c/d.png?x=1', 'e.gif#t']) expect(isImageUrl(url)).toBe(true);
    for (const url of ['a.mp4', 'b.webp', 'c', 'd.png.mov']) expect(isImageUrl(url)).toBe(false);
  });
});

describe('MediaViewer', () => {
  const items = ['/media/cam.jpg', '/media/clip.mp4'];

  it('shows an image for an image address in an 800 px dialog', () => {
    render(<MediaViewer items={items} open onClose={vi.fn()} />);
    const viewer = screen.getByTestId('media-viewer');
    expect(viewer.querySelector('img')).toHaveAttribute('src', '/media/cam.jpg');
    expect(viewer.querySelector('video')).toBeNull();
    expect(document.querySelector('.ant-modal')).toHaveStyle({ width: '800px' });
  });

  it('plays a video otherwise, with the unsupported-browser fallback text', () => {
    render(<MediaViewer items={items} initialIndex={1} open onClose={vi.fn()} />);
    const video = screen.getByTestId('media-viewer').querySelector('video');
    expect(video).toHaveAttribute('src', '/media/clip.mp4');
    expect(video).toHaveTextContent('您的浏览器不支持视频播放');
  });

  it('shows the thumbnail strip only after 800 ms, and a thumbnail switches the item', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<MediaViewer items={items} open onClose={vi.fn()} />);
    act(() => vi.advanceTimersByTime(MEDIA_THUMBNAILS_DELAY_MS - 1));
    expect(screen.queryByTestId('media-thumbnails')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('media-thumbnails')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '第 2 项' }));
    expect(screen.getByTestId('media-viewer').querySelector('video')).toHaveAttribute('src', '/media/clip.mp4');
  });

  it('calls onClose from the close button', () => {
    const onClose = vi.fn();
    render(<MediaViewer items={items} open onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(onClose).toHaveBeenCalled();
  });
});
