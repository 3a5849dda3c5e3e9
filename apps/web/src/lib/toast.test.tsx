import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/mock-api';
import { renderApp } from '../test/render-app';
import { toast } from './toast';

describe('toast', () => {
  it('mounts the toaster on first use and shows the message', async () => {
    mockApi();
    renderApp('/no/such/page');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();

    act(() => {
      toast.error('Failed to generate image');
    });

    expect(await screen.findByText('Failed to generate image')).toBeTruthy();
    expect(document.querySelector('[data-sonner-toaster]')).not.toBeNull();
  });
});
