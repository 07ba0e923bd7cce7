import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

describe('Accordion', () => {
  it('starts open by default and toggles', async () => {
    const user = userEvent.setup();
    render(<Accordion title="Section">body</Accordion>);
    const header = screen.getByRole('button', { name: 'Section' });
    expect(header).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('body')).toBeVisible();
    await user.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('body')).not.toBeVisible();
  });

  it('starts closed when told', () => {
    render(
      <Accordion title="Closed" defaultOpen={false}>
        hidden body
      </Accordion>,
    );
    expect(screen.getByRole('button', { name: 'Closed' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('hidden body')).not.toBeVisible();
  });
});
