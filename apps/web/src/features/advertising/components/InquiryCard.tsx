import type { AdvertisingInquiry, InquiryStatus } from '@stave/contracts';
import { Mail, Phone } from 'lucide-react';
import { useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { useNow } from '@/hooks/useNow';
import { fullDateTime, relativeTime } from '@/lib/relative-time';
import { useUpdateInquiryMutation } from '../api/advertising.queries';
import type { TeamMember } from '../inquiry-change';
import { MOVE_LABELS, MOVE_ORDER, memberLabel, telHref } from '../inquiry-format';

function When({ value, now }: { value: string; now: number }) {
  return (
    <time dateTime={value}>
      {fullDateTime(value)} ({relativeTime(value, now).toLowerCase()})
    </time>
  );
}

// A moved inquiry leaves its tab: the focus goes on to the next one (or the one before, or the tabs), not to the page.
function focusNeighbour(card: HTMLElement | null) {
  const item = card?.closest('li');
  const neighbour = (item?.nextElementSibling ?? item?.previousElementSibling)?.querySelector<HTMLElement>('article');
  (neighbour ?? document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]'))?.focus();
}

type InquiryCardProps = { inquiry: AdvertisingInquiry; team: readonly TeamMember[]; meId: number | undefined };

// One inquiry in the partnerships team's queue: the company, how to reach its contact, the tier and the message (as
// text, never markup), when it came and when the team first answered it; moved on and assigned in place.
export function InquiryCard({ inquiry, team, meId }: InquiryCardProps) {
  const now = useNow();
  const articleRef = useRef<HTMLElement>(null);
  const mutation = useUpdateInquiryMutation();
  const headingId = `inquiry-${inquiry.id}-title`;
  const { assignedTo } = inquiry;
  // Whoever has it now stays choosable, even if they have since left the team.
  const members = assignedTo && !team.some((member) => member.id === assignedTo.id) ? [...team, assignedTo] : team;

  const move = (to: InquiryStatus) => {
    focusNeighbour(articleRef.current);
    mutation.mutate({ id: inquiry.id, from: inquiry.status, to, at: new Date().toISOString() });
  };

  const assign = (value: string) => {
    const assignee = members.find((member) => String(member.id) === value) ?? null;
    mutation.mutate({ id: inquiry.id, from: inquiry.status, assignee, at: new Date().toISOString() });
  };

  return (
    <li>
      <Card className="min-w-0 p-4 sm:p-5" data-testid="advertising-inquiry" data-inquiry-id={inquiry.id}>
        <article
          ref={articleRef}
          tabIndex={-1}
          aria-labelledby={headingId}
          className="grid min-w-0 gap-4 rounded-lg outline-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-6"
        >
          <div className="grid min-w-0 content-start gap-4">
            <header className="grid gap-2">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <Badge variant="brand" data-testid="inquiry-tier">
                  <span className="sr-only">Interested in </span>
                  {inquiry.interestedIn}
                </Badge>
                <span className="text-xs text-muted-foreground">
                  Received <When value={inquiry.createdAt} now={now} />
                </span>
              </div>
              <h2 id={headingId} className="min-w-0 text-base leading-snug font-semibold wrap-anywhere">
                {inquiry.companyName}
              </h2>
              {inquiry.processedAt ? (
                <p className="text-xs text-muted-foreground" data-testid="inquiry-processed">
                  Processed <When value={inquiry.processedAt} now={now} />
                </p>
              ) : null}
            </header>
            <dl className="grid gap-x-4 gap-y-1.5 text-sm xs:grid-cols-[auto_minmax(0,1fr)]">
              <dt className="text-muted-foreground">Contact</dt>
              <dd className="min-w-0 font-medium wrap-anywhere">{inquiry.contactName}</dd>
              <dt className="text-muted-foreground">Email</dt>
              <dd className="min-w-0">
                <a
                  href={`mailto:${inquiry.email}`}
                  className="inline-flex max-w-full items-center gap-1.5 text-brand-strong underline-offset-4 hover:underline"
                >
                  <Mail className="size-3.5 shrink-0" aria-hidden="true" />
                  <span className="break-all">{inquiry.email}</span>
                </a>
              </dd>
              {inquiry.phone ? (
                <>
                  <dt className="text-muted-foreground">Phone</dt>
                  <dd className="min-w-0">
                    <a href={telHref(inquiry.phone)} className="inline-flex items-center gap-1.5 text-brand-strong underline-offset-4 hover:underline">
                      <Phone className="size-3.5 shrink-0" aria-hidden="true" />
                      {inquiry.phone}
                    </a>
                  </dd>
                </>
              ) : null}
            </dl>
            <blockquote
              className="rounded-lg border-l-4 border-brand/50 bg-muted/50 px-3.5 py-2.5 text-sm leading-relaxed wrap-anywhere whitespace-pre-wrap"
              data-testid="inquiry-message"
            >
              {inquiry.message}
            </blockquote>
          </div>
          <div className="grid min-w-0 content-start gap-5 border-t pt-4 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-6">
            <div className="grid gap-2">
              <label htmlFor={`${headingId}-assignee`} className="text-sm font-medium">
                Assigned to
              </label>
              <Select id={`${headingId}-assignee`} value={assignedTo ? String(assignedTo.id) : ''} onChange={(event) => assign(event.target.value)}>
                <option value="">Unassigned</option>
                {members.map((member) => (
                  <option key={member.id} value={String(member.id)}>
                    {memberLabel(member, meId, members)}
                  </option>
                ))}
              </Select>
            </div>
            <div role="group" aria-labelledby={`${headingId}-move`} className="grid gap-2">
              <p id={`${headingId}-move`} className="text-sm font-medium">
                Move to
              </p>
              <div className="flex flex-wrap gap-2">
                {MOVE_ORDER.filter((status) => status !== inquiry.status).map((status) => (
                  <Button key={status} variant="outline" size="sm" onClick={() => move(status)}>
                    {MOVE_LABELS[status]}
                  </Button>
                ))}
              </div>
            </div>
          </div>
        </article>
      </Card>
    </li>
  );
}
