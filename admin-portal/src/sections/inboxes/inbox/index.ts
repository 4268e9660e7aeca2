export { InboxDetailSection } from './InboxDetailSection';
export { InboxListSection } from './InboxListSection';
