import { act, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAltcha } from './loadAltcha';
import {
  RobotCheck,
  robotCheckChallengeFailed,
  robotCheckUnavailable,
  type RobotCheckHandle,
} from './RobotCheck';

vi.mock('./loadAltcha', () => ({ loadAltcha: vi.fn() }));

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
});
