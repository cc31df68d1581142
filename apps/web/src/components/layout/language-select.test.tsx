import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildHeaders } from '../../lib/api-client';
import { renderWithApp } from '../../test/render';
import { Footer } from './footer';
import { LanguageSelect } from './sidebar';

describe('language selector', () => {
  it('switches every text at once and the x-locale header sent', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <>
        <LanguageSelect />
        <Footer />
      </>,
    );
    expect(screen.getByText('Responsible Gaming')).toBeTruthy();
    expect(buildHeaders()['x-locale']).toBe('en');

    await user.selectOptions(screen.getByTestId('language-select'), 'tr');
    expect(await screen.findByText('Sorumlu Oyun')).toBeTruthy();
    expect(screen.queryByText('Responsible Gaming')).toBeNull();
    expect(window.localStorage.getItem('lang')).toBe('tr');
    expect(buildHeaders()['x-locale']).toBe('tr');

    await user.selectOptions(screen.getByTestId('language-select'), 'en');
    expect(await screen.findByText('Responsible Gaming')).toBeTruthy();
    expect(buildHeaders()['x-locale']).toBe('en');
  });
});
