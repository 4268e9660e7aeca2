import { act, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as client from '@caawg11/conference/http';
import { ApiRequestError, getJson } from '@caawg11/conference/http';
import { loadAltcha } from './loadAltcha';
import { loadRecaptcha, type RecaptchaApi } from './loadRecaptcha';
import {
  RobotCheck,
  robotCheckChallengeFailed,
  robotCheckUnavailable,
  type RobotCheckHandle,
} from './RobotCheck';

vi.mock('./loadAltcha', () => ({ loadAltcha: vi.fn() }));
vi.mock('./loadRecaptcha', () => ({ loadRecaptcha: vi.fn() }));
vi.mock('@caawg11/conference/http', async (importOriginal) => ({
  ...(await importOriginal<typeof client>()),
  getJson: vi.fn(),
}));

/** A stand-in for the ALTCHA element: records resets and lets the test fire its events. */
class FakeAltchaWidget extends HTMLElement {
  resets = 0;
  reset() {
    this.resets += 1;
  }
  emit(state: string, payload: string | null) {
    this.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  }
}

beforeAll(() => {
  customElements.define('altcha-widget', FakeAltchaWidget);
});

function widget(): FakeAltchaWidget {
  const element = document.querySelector('altcha-widget');
  if (!(element instanceof FakeAltchaWidget)) throw new Error('the widget is not on the page');
  return element;
}

describe('RobotCheck', () => {
  beforeEach(() => {
    vi.mocked(loadAltcha).mockReset();
    vi.mocked(loadRecaptcha).mockReset();
    vi.mocked(getJson).mockReset();
    vi.mocked(getJson).mockResolvedValue({
      success: true,
      provider: 'altcha',
      challengeUrl: '/api/captcha/challenge',
    });
  });

  it('loads the widget lazily and points it at the challenge endpoint', async () => {
    vi.mocked(loadAltcha).mockResolvedValue();
    render(<RobotCheck id="check" onChange={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the robot check...');
    await screen.findByText((_, element) => element?.tagName === 'ALTCHA-WIDGET');
    expect(widget()).toHaveAttribute('challenge', '/api/captcha/challenge');
    expect(loadAltcha).toHaveBeenCalledTimes(1);
  });

  it('reports the solved payload, and an empty token when the check is no longer solved', async () => {
    vi.mocked(loadAltcha).mockResolvedValue();
    const onChange = vi.fn();
    render(<RobotCheck id="check" onChange={onChange} />);
    await screen.findByText((_, element) => element?.tagName === 'ALTCHA-WIDGET');

    act(() => widget().emit('verified', 'payload-123'));
    expect(onChange).toHaveBeenLastCalledWith('payload-123');
    act(() => widget().emit('expired', null));
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('explains a challenge that could not be fetched', async () => {
    vi.mocked(loadAltcha).mockResolvedValue();
    render(<RobotCheck id="check" onChange={vi.fn()} />);
    await screen.findByText((_, element) => element?.tagName === 'ALTCHA-WIDGET');
    act(() => widget().emit('error', null));
    expect(screen.getByRole('alert')).toHaveTextContent(robotCheckChallengeFailed);
  });

  it('explains a widget that could not be loaded', async () => {
    vi.mocked(loadAltcha).mockRejectedValue(new Error('chunk failed'));
    render(<RobotCheck id="check" onChange={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(robotCheckUnavailable);
  });

  it('resets the widget and the token through its handle', async () => {
    vi.mocked(loadAltcha).mockResolvedValue();
    const onChange = vi.fn();
    const handle = createRef<RobotCheckHandle>();
    render(<RobotCheck id="check" onChange={onChange} ref={handle} />);
    await screen.findByText((_, element) => element?.tagName === 'ALTCHA-WIDGET');
    act(() => handle.current?.reset());
    expect(widget().resets).toBe(1);
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('ties its validation message to the check', async () => {
    vi.mocked(loadAltcha).mockResolvedValue();
    render(
      <RobotCheck
        id="check"
        onChange={vi.fn()}
        error="Please complete the reCAPTCHA verification"
      />,
    );
    expect(document.getElementById('check')).toHaveAccessibleDescription(
      'Please complete the reCAPTCHA verification',
    );
    await screen.findByText((_, element) => element?.tagName === 'ALTCHA-WIDGET');
  });

  it('is a named group whose widget never marks its checkbox required for the browser', async () => {
    vi.mocked(loadAltcha).mockResolvedValue();
    render(<RobotCheck id="check" onChange={vi.fn()} />);
    await screen.findByText((_, element) => element?.tagName === 'ALTCHA-WIDGET');
    expect(screen.getByRole('group', { name: 'Robot check' })).toContainElement(widget());

    // Like ALTCHA, the widget draws a required checkbox of its own, and may draw it again.
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.required = true;
    widget().append(box);
    await waitFor(() => expect(box).not.toBeRequired());
    box.required = true;
    await waitFor(() => expect(box).not.toBeRequired());
  });

  it('falls back to ALTCHA when the provider cannot be asked', async () => {
    vi.mocked(getJson).mockRejectedValue(new ApiRequestError('timeout', 'too slow'));
    vi.mocked(loadAltcha).mockResolvedValue();
    render(<RobotCheck id="check" onChange={vi.fn()} />);
    await screen.findByText((_, element) => element?.tagName === 'ALTCHA-WIDGET');
    expect(widget()).toHaveAttribute('challenge', '/api/captcha/challenge');
    expect(loadRecaptcha).not.toHaveBeenCalled();
  });
});

/** A stand-in for Google's grecaptcha: keeps what render was given and counts resets. */
function fakeGrecaptcha() {
  let rendered: Parameters<RecaptchaApi['render']> | undefined;
  const api = {
    ready: vi.fn((callback: () => void) => callback()),
    render: vi.fn((...args: Parameters<RecaptchaApi['render']>) => {
      rendered = args;
      return 7;
    }),
    reset: vi.fn(),
  } satisfies RecaptchaApi;
  const parameters = () => {
    if (!rendered) throw new Error('grecaptcha.render was not called');
    return rendered[1];
  };
  return { api, parameters };
}

describe('RobotCheck with reCAPTCHA', () => {
  let grecaptcha: ReturnType<typeof fakeGrecaptcha>;

  beforeEach(() => {
    vi.mocked(loadAltcha).mockReset();
    vi.mocked(loadRecaptcha).mockReset();
    vi.mocked(getJson).mockReset();
    vi.mocked(getJson).mockResolvedValue({
      success: true,
      provider: 'recaptcha',
      siteKey: 'site-key-1',
    });
    grecaptcha = fakeGrecaptcha();
    window.grecaptcha = grecaptcha.api;
    vi.mocked(loadRecaptcha).mockResolvedValue(grecaptcha.api);
  });

  afterEach(() => {
    delete window.grecaptcha;
  });

  it("loads Google's script and renders the checkbox with the configured site key", async () => {
    render(<RobotCheck id="check" onChange={vi.fn()} />);
    await waitFor(() => expect(grecaptcha.api.render).toHaveBeenCalledTimes(1));
    expect(getJson).toHaveBeenCalledWith('/captcha/config', expect.anything());
    expect(loadRecaptcha).toHaveBeenCalledTimes(1);
    expect(loadAltcha).not.toHaveBeenCalled();
    expect(grecaptcha.parameters().sitekey).toBe('site-key-1');
    expect(document.getElementById('check')).toContainElement(
      grecaptcha.api.render.mock.calls[0]![0],
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('reports the token, and an empty token when it expires', async () => {
    const onChange = vi.fn();
    render(<RobotCheck id="check" onChange={onChange} />);
    await waitFor(() => expect(grecaptcha.api.render).toHaveBeenCalled());

    act(() => grecaptcha.parameters().callback('token-abc'));
    expect(onChange).toHaveBeenLastCalledWith('token-abc');
    act(() => grecaptcha.parameters()['expired-callback']());
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('clears the token and explains a widget that lost its connection', async () => {
    const onChange = vi.fn();
    render(<RobotCheck id="check" onChange={onChange} />);
    await waitFor(() => expect(grecaptcha.api.render).toHaveBeenCalled());
    act(() => grecaptcha.parameters().callback('token-abc'));
    act(() => grecaptcha.parameters()['error-callback']());
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.getByRole('alert')).toHaveTextContent(robotCheckUnavailable);
  });

  it('resets the widget and the token through its handle', async () => {
    const onChange = vi.fn();
    const handle = createRef<RobotCheckHandle>();
    render(<RobotCheck id="check" onChange={onChange} ref={handle} />);
    await waitFor(() => expect(grecaptcha.api.render).toHaveBeenCalled());
    act(() => handle.current?.reset());
    expect(grecaptcha.api.reset).toHaveBeenCalledWith(7);
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('explains a script that could not be loaded', async () => {
    vi.mocked(loadRecaptcha).mockRejectedValue(new Error('blocked'));
    render(<RobotCheck id="check" onChange={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(robotCheckUnavailable);
    expect(loadAltcha).not.toHaveBeenCalled();
  });
});
