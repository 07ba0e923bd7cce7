import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { findOverlay, renderInApp, setupTestServer } from '../../test/page-test-kit';
import { UserMenu } from './user-menu';

setupTestServer();

describe('user menu', () => {
  it('opens the change-password dialog', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    renderInApp(
      <MemoryRouter>
        <UserMenu />
      </MemoryRouter>,
    );
    await user.click(screen.getByTestId('user-menu'));
    await user.click(await screen.findByTestId('user-menu-password'));
    expect(await findOverlay('修改密码')).toBeInTheDocument();
  });
});
