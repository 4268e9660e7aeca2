import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommitteeMember } from '../../content/committees';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';

function Members({ members }: { members: readonly CommitteeMember[] }) {
  const { t } = useTranslation('homeSections');
  const countries = t('countries', { returnObjects: true }) as Record<string, string>;
  return members.map((member) => (
    <li
      key={member.name}
      className="flex items-baseline justify-between gap-3 border-b border-white/10 px-4 py-3"
    >
      <span className="font-semibold text-white">{member.name}</span>
      <span className="shrink-0 text-sm text-brand-100">{countries[member.country]}</span>
    </li>
  ));
}

/**
 * A committee's members scrolling slowly upwards. The list is read once by assistive
 * technology (the copy that makes the loop seamless is hidden from it); hovering or
 * focusing pauses it, a button stops it, and with reduced motion it does not move at all
 * but scrolls by hand or keyboard.
 */
export function ScrollingMemberList({
  id,
  title,
  members,
}: {
  id: string;
  title: string;
  members: readonly CommitteeMember[];
}) {
  const { t } = useTranslation('homeSections');
  const reducedMotion = usePrefersReducedMotion();
  const [stopped, setStopped] = useState(false);
  const moving = !reducedMotion && !stopped;
  const headingId = `${id}-title`;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white/5 p-4 ring-1 ring-white/10"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 px-2 pb-3">
        <h3 id={headingId} className="text-xl font-bold text-white">
          {title}{' '}
          <span className="text-sm font-medium text-brand-100">
            ({t('committees.memberCount', { count: members.length })})
          </span>
        </h3>
        {!reducedMotion && (
          <button
            type="button"
            aria-pressed={stopped}
            onClick={() => setStopped((value) => !value)}
            className="rounded-full border border-white/40 px-3 py-1 text-xs font-semibold text-white hover:bg-white/10"
          >
            {stopped ? t('committees.resume') : t('committees.pause')}
            <span className="sr-only">{t('committees.ofList', { title })}</span>
          </button>
        )}
      </div>
      <div
        data-testid={`${id}-viewport`}
        data-moving={moving}
        tabIndex={moving ? undefined : 0}
        role={moving ? undefined : 'region'}
        aria-label={moving ? undefined : t('committees.listLabel', { title })}
        className={`committee-scroller h-80 ${moving ? 'overflow-hidden' : 'overflow-y-auto'}`}
      >
        <div
          className={moving ? 'committee-scroller-track' : undefined}
          style={moving ? { animationDuration: `${members.length * 2.5}s` } : undefined}
        >
          <ul>
            <Members members={members} />
          </ul>
          {moving && (
            <ul aria-hidden="true">
              <Members members={members} />
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
