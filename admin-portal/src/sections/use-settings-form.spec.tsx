import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { FormRules } from '@caawg11/conference';
import { ApiRequestError } from '@caawg11/conference/http';
import { useSettingsForm } from './use-settings-form';

interface Limits {
  seats: number;
  note: string;
}

const rules: FormRules<Limits> = {
  seats: (value) => (typeof value === 'number' && value >= 0 ? null : 'No fewer than none'),
  note: () => null,
};
const queryKey = ['limits'];
const loaded: Limits = { seats: 10, note: '' };

function refusal(errors: Record<string, string>) {
  return new ApiRequestError('http', 'Validation failed', 400, 'Validation failed', errors);
}

function renderSettingsForm(
  save: (values: Limits) => Promise<{ limits: Limits }>,
  onSaved?: () => Promise<unknown>,
) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: 0 } } });
  queryClient.setQueryData(queryKey, { limits: loaded });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () =>
      useSettingsForm({
        values: loaded,
        rules,
        fields: ['seats'],
        queryKey,
        save,
        valuesOf: (stored) => stored.limits,
        onSaved,
      }),
    { wrapper },
  );
  const submit = () => act(() => hook.result.current.submit());
  return { hook, queryClient, submit };
}

describe('useSettingsForm', () => {
  it('stores what the api answers in the query, and is still saving until the follow-up is done', async () => {
    let finishFollowUp = () => {};
    const followUp = new Promise<void>((resolve) => (finishFollowUp = resolve));
    const { hook, queryClient, submit } = renderSettingsForm(
      (values) => Promise.resolve({ limits: { ...values, seats: 12 } }),
      () => followUp,
    );
    submit();
    await waitFor(() => expect(hook.result.current.saved).toBe(true));
    expect(queryClient.getQueryData(queryKey)).toEqual({ limits: { seats: 12, note: '' } });
    expect(hook.result.current.saving).toBe(true);
    act(() => finishFollowUp());
    await waitFor(() => expect(hook.result.current.saving).toBe(false));
  });

  it("puts the api's message on a field the form shows, and does not call the save failed", async () => {
    const { hook, submit } = renderSettingsForm(() =>
      Promise.reject(refusal({ seats: 'Too many seats' })),
    );
    submit();
    await waitFor(() => expect(hook.result.current.errors.seats?.message).toBe('Too many seats'));
    expect(hook.result.current.failed).toBe(false);
    expect(hook.result.current.saved).toBe(false);
  });

  it('calls the save failed when no field the form shows has a message for it', async () => {
    const { hook, submit } = renderSettingsForm(() =>
      Promise.reject(refusal({ note: 'Not a field here' })),
    );
    submit();
    await waitFor(() => expect(hook.result.current.failed).toBe(true));
    expect(hook.result.current.errors.note).toBeUndefined();
  });
});
