import { useImperativeHandle, type Ref } from 'react';
import type { RobotCheckHandle } from '../../captcha/RobotCheck';
import { ErrorText } from '../ErrorText';

/** How often the forms under test reset their robot check. */
export const robotCheckResets = { count: 0 };

export const solvedToken = 'solved-robot-check-payload';

/**
 * Stands in for the ALTCHA widget in component tests: a button that "solves" the check.
 * Used through vi.mock('../captcha/RobotCheck', ...).
 */
export function RobotCheck({
  id,
  onChange,
  error,
  ref,
}: {
  id: string;
  onChange: (token: string) => void;
  error?: string;
  ref?: Ref<RobotCheckHandle>;
}) {
  useImperativeHandle(ref, () => ({
    reset() {
      robotCheckResets.count += 1;
      onChange('');
    },
  }));
  return (
    <div>
      <button id={id} type="button" onClick={() => onChange(solvedToken)}>
        Solve robot check
      </button>
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  );
}
