import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { ImageViewer } from './image-viewer';

function Harness() {
  const [open, setOpen] = useState(true);
  return <ImageViewer urls={['/a.png', '/b.png']} open={open} onClose={() => setOpen(false)} />;
}

describe('ImageViewer', () => {
  it('shows the image and switches with the arrow keys and buttons', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: '图片预览' });
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/a.png');
    await user.keyboard('{ArrowRight}');
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/b.png');
    await user.click(screen.getByRole('button', { name: '下一张' }));
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/a.png');
  });

  it('closes on Esc', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes from its close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
