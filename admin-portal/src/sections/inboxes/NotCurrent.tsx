import { inboxMessages } from '@caawg11/conference';
import { ErrorPanel } from '../../components/ErrorPanel';

/** A refresh failed while older data is still shown: say so above it rather than go stale. */
export function NotCurrent({ message }: { message: string }) {
  return (
    <div className="p-4 pb-0">
      <ErrorPanel message={message}>
        <p className="text-sm">{inboxMessages.notCurrent}</p>
      </ErrorPanel>
    </div>
  );
}
