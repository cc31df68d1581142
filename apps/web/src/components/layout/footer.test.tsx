import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bootstrapStore } from '../../lib/bootstrap';
import { bootstrapFixture } from '../../lib/bootstrap.fixture';
import { renderWithApp } from '../../test/render';
import { Footer } from './footer';

afterEach(() => bootstrapStore.set(null));

describe('footer provider logos (issue 11 §6)', () => {
  it('a provider with live games opens its filtered lobby; one without is marked coming soon and links nowhere', () => {
    bootstrapStore.set(
      bootstrapFixture({
        providerLogos: [
          {
            name: 'Kasa Originals',
            url: '/media/providers/kasa.svg',
            lobbyPath: '/casino/slot?provider=kasa',
          },
          { name: 'Evolution', url: '/media/providers/evolution.svg', lobbyPath: null },
        ],
      }),
    );
    renderWithApp(<Footer />);
    const links = screen.getAllByTestId('provider-link');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('/casino/slot?provider=kasa');
    expect(links[0]!.querySelector('img')?.getAttribute('alt')).toBe('Kasa Originals');
    const soon = screen.getByTestId('provider-soon');
    expect(soon.textContent).toContain('Coming soon');
    expect(soon.querySelector('a')).toBeNull();
    expect(soon.querySelector('img')?.getAttribute('alt')).toBe('Evolution');
  });
});
