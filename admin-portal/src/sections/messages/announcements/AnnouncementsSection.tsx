import { AnnouncementComposer } from './AnnouncementComposer';
import { AnnouncementList } from './AnnouncementList';

/** Messages to a chosen audience, written once per language and sent through the outbox. */
export function AnnouncementsSection() {
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold text-gray-900">Announcements</h1>
      <AnnouncementComposer />
      <section aria-labelledby="announcements-sent-heading" className="space-y-3">
        <h2 id="announcements-sent-heading" className="text-lg font-semibold text-gray-900">
          Sent and scheduled
        </h2>
        <AnnouncementList />
      </section>
    </div>
  );
}
