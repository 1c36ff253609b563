// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DemandedMenuProps, MenuOnDemand, menuLoader } from './menu-on-demand';

afterEach(cleanup);

const Opened = ({ target, note }: DemandedMenuProps & { note: string }) => (
  <div>
    {target}
    <p data-testid="opened-menu">{note}</p>
  </div>
);

const mount = (load: () => Promise<typeof Opened>) => {
  const loader = menuLoader(load);
  render(<MenuOnDemand loader={loader} target={<button type="button">Pick</button>} props={{ note: 'the items' }} />);
  return screen.getByRole('button', { name: 'Pick' });
};

describe('a menu loaded on demand', () => {
  it('fetches nothing with the page, its code at the first hover, and opens once pressed', async () => {
    const load = vi.fn(async () => Opened);
    const button = mount(load);
    expect(load).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.pointerEnter(button);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('opened-menu')).toBeNull();

    fireEvent.click(button);
    expect((await screen.findByTestId('opened-menu')).textContent).toBe('the items');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves the button as it was when the menu cannot load, and tries again on the next press', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Opened);
    const button = mount(load);
    fireEvent.click(button);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByTestId('opened-menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pick' })).toBe(button);

    fireEvent.click(button);
    expect((await screen.findByTestId('opened-menu')).textContent).toBe('the items');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
