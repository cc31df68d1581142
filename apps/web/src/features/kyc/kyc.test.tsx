import type { KycDocument, KycStatusData } from '@kasa/contract/kyc';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { fail, mockApi, ok, renderWithApp, signIn } from '../../test/render';
import { VerificationSection } from './components/verification-section';
import { WithdrawKycNotice } from './components/withdraw-kyc-notice';

const doc = (over: Partial<KycDocument>): KycDocument => ({
  id: '1',
  kind: 'id_front',
  status: 'pending',
  reason: null,
  mediaType: 'image/jpeg',
  size: 120_000,
  width: 1600,
  height: 1000,
  uploadedAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
  ...over,
});

const statusOf = (identity: KycStatusData['identity'], documents: KycDocument[]): KycStatusData => ({
  identity,
  documents,
  withdrawal: { dailyThreshold: 5000, firstNeedsIdentity: true },
});

describe('the verification section', () => {
  it('shows each document’s state, the rejection reason the player must see, and the rule it serves', async () => {
    signIn();
    mockApi(() =>
      ok(
        statusOf('rejected', [
          doc({ id: '7', kind: 'id_front', status: 'rejected', reason: 'The photo is blurred.' }),
          doc({ id: '8', kind: 'id_back', status: 'pending' }),
          doc({ id: '9', kind: 'address', status: 'approved', mediaType: 'application/pdf' }),
        ]),
      ),
    );
    renderWithApp(<VerificationSection />);
    expect(await screen.findByRole('heading', { name: 'Verification' })).toBeTruthy();
    expect((await screen.findByTestId('kyc-identity')).textContent).toContain('Upload again');
    expect(screen.getByTestId('kyc-state-id_front').textContent).toContain('Rejected');
    expect(screen.getByTestId('kyc-state-id_back').textContent).toContain('Under review');
    expect(screen.getByTestId('kyc-state-address').textContent).toContain('Approved');
    expect(screen.getByTestId('kyc-state-payment_method').textContent).toContain('Not uploaded');
    expect(within(screen.getByTestId('kyc-doc-id_front')).getByRole('note').textContent).toContain(
      'Reason: The photo is blurred.',
    );
    expect(screen.getByText(/withdrawals above ₺5\.000,00 a day/)).toBeTruthy();
    // An approved document cannot be replaced; the others can.
    expect(within(screen.getByTestId('kyc-doc-address')).queryByLabelText(/upload/i)).toBeNull();
    expect(within(screen.getByTestId('kyc-doc-id_front')).getByLabelText(/Upload a new file/)).toBeTruthy();
  });

  it('uploads the chosen file as multipart with its kind, and shows the server’s refusal when the bytes are wrong', async () => {
    signIn();
    let uploads = 0;
    const { fetchMock } = mockApi((call) => {
      if (call.url.endsWith('kyc/upload')) {
        uploads += 1;
        return uploads === 1
          ? fail(400, 'You can upload a JPEG, PNG or WebP photo or a PDF document only.')
          : ok(
              doc({ id: '12', kind: 'id_back' }),
              'Your document has been uploaded and is waiting for review.',
            );
      }
      return ok(statusOf('none', []));
    });
    renderWithApp(<VerificationSection />);
    const card = await screen.findByTestId('kyc-doc-id_back');
    const input = within(card).getByLabelText(/Identity card — back: Choose and upload a file/);

    await userEvent.upload(input, new File(['#!/bin/sh'], 'photo.jpg', { type: 'image/jpeg' }));
    expect((await within(card).findByRole('alert')).textContent).toContain(
      'You can upload a JPEG, PNG or WebP photo or a PDF document only.',
    );
    const [url, init] = fetchMock.mock.calls.find(([u]) => String(u).endsWith('kyc/upload'))!;
    expect(String(url)).toBe('/api/kyc/upload');
    const form = init!.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('kind')).toBe('id_back');
    expect((form.get('file') as File).name).toBe('photo.jpg');
    // The browser writes the multipart content type (with its boundary): none is forced.
    expect((init!.headers as Record<string, string>)['content-type']).toBeUndefined();
    expect((init!.headers as Record<string, string>).authorization).toBe('Bearer token-abc');

    await userEvent.upload(
      input,
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'id.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(within(card).queryByRole('alert')).toBeNull());
    expect(
      await screen.findByText('Your document has been uploaded and is waiting for review.'),
    ).toBeTruthy();
    expect(uploads).toBe(2);
  });

  it('refuses a file over 10 MB before sending it', async () => {
    signIn();
    const { calls } = mockApi(() => ok(statusOf('none', [])));
    renderWithApp(<VerificationSection />);
    const card = await screen.findByTestId('kyc-doc-id_front');
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await userEvent.upload(within(card).getByLabelText(/Choose and upload a file/), big);
    expect((await within(card).findByRole('alert')).textContent).toContain('The file may be at most 10 MB.');
    expect(calls.some((c) => c.url.endsWith('kyc/upload'))).toBe(false);
  });

  it('speaks Turkish by default: "Kimlik doğrulama"', async () => {
    await setLanguage('tr');
    signIn();
    mockApi(() => ok(statusOf('pending', [doc({ kind: 'id_front' })])));
    renderWithApp(<VerificationSection />);
    expect(await screen.findByRole('heading', { name: 'Kimlik doğrulama' })).toBeTruthy();
    expect((await screen.findByTestId('kyc-identity')).textContent).toContain('İnceleniyor');
    expect(screen.getByTestId('kyc-state-id_back').textContent).toContain('Yüklenmedi');
  });
});

describe('the withdrawal page’s notice', () => {
  it('tells a player without a verified identity what to upload, and links to it', async () => {
    signIn();
    mockApi(() => ok(statusOf('none', [])));
    renderWithApp(<WithdrawKycNotice />);
    const notice = await screen.findByTestId('kyc-withdraw-notice');
    expect(notice.textContent).toContain(
      'Your first withdrawal, and withdrawals above ₺5.000,00 a day, need a verified identity. Upload the front and back of your identity card.',
    );
    expect(notice.textContent).toContain('Money can only be withdrawn to an account in your own name.');
    expect(within(notice).getByRole('link', { name: 'Upload documents' }).getAttribute('href')).toBe(
      '/dashboard/account#verification',
    );
  });

  it('says the documents are under review, or that the identity is verified', async () => {
    signIn();
    mockApi(() => ok(statusOf('pending', [doc({})])));
    const { unmount } = renderWithApp(<WithdrawKycNotice />);
    expect((await screen.findByTestId('kyc-withdraw-notice')).textContent).toContain('being reviewed');
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    mockApi(() => ok(statusOf('approved', [])));
    renderWithApp(<WithdrawKycNotice />);
    expect((await screen.findByTestId('kyc-withdraw-notice')).textContent).toContain(
      'Your identity is verified.',
    );
  });
});
