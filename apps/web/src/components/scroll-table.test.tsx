import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollTable } from './scroll-table';

/** jsdom lays nothing out: the box's widths are what the test says they are. */
function widths(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

const table = (
  <table>
    <tbody>
      <tr>
        <td>20:55:12</td>
        <td>Atelier costumes</td>
      </tr>
    </tbody>
  </table>
);

describe('ScrollTable', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('makes a table wider than its box a focusable region named for it, shaded where columns hide', () => {
    widths(640, 320);
    const { container } = render(
      <ScrollTable label="Table (Time, Reader): scroll sideways">{table}</ScrollTable>,
    );
    const region = screen.getByRole('region', { name: 'Table (Time, Reader): scroll sideways' });
    expect(region.tabIndex).toBe(0);
    expect(region.querySelector('table')).not.toBeNull();
    const frame = container.firstElementChild!;
    expect(frame.hasAttribute('data-hidden-after')).toBe(true);
    expect(frame.hasAttribute('data-hidden-before')).toBe(false);
  });

  it('leaves a table that fits as it is: no region, no extra tab stop, no shade', () => {
    widths(320, 320);
    const { container } = render(<ScrollTable label="Table: scroll sideways">{table}</ScrollTable>);
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.querySelector('[tabindex]')).toBeNull();
    expect(container.firstElementChild!.hasAttribute('data-hidden-after')).toBe(false);
  });
});
