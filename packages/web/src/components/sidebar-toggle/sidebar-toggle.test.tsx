import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { SidebarToggle } from './sidebar-toggle';

function Harness() {
  const [open, setOpen] = useState(true);
  return <SidebarToggle open={open} onToggle={() => setOpen((value) => !value)} />;
}

describe('SidebarToggle', () => {
  it('labels its action and flips the state', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const button = screen.getByRole('button', { name: '收起侧边栏' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(button);
    expect(screen.getByRole('button', { name: '展开侧边栏' })).toHaveAttribute('aria-expanded', 'false');
  });
});
