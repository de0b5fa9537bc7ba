import { Injectable } from '@nestjs/common';
import { FileStorage, type Queryable, type Transaction } from '@stave/platform';
import { MemberData, type MemberExportPart } from '@stave/domain';
import { PrivacyRepository, type UploadRow } from './privacy.repository';

// Storage deletes at once per erasure: a member may have hundreds of uploads, S3 takes them one request each.
const DELETES_AT_ONCE = 8;

// Data rights in jobs-events (docs/jobs-events.md § Data rights): the member's jobs, applications, events, answers,
// calls, responses, reports and uploaded files, given back as an export part and erased when identity says so.
@Injectable()
export class JobsEventsMemberData extends MemberData {
  constructor(
    private readonly privacy: PrivacyRepository,
    private readonly storage: FileStorage,
  ) {
    super();
  }

  async exportMember(db: Queryable, userId: number): Promise<MemberExportPart> {
    const uploads = await this.privacy.uploads(db, userId);
    const feeds = await this.privacy.calendarFeeds(db, userId);
    const sections = {
      jobsPosted: await this.privacy.jobsPosted(db, userId),
      applicationsReceived: await this.privacy.applicationsReceived(db, userId),
      applicationsMade: await this.privacy.applicationsMade(db, userId),
      savedJobs: await this.privacy.savedJobs(db, userId),
      applicationUsage: await this.privacy.usage(db, userId),
      eventsCreated: await this.privacy.eventsCreated(db, userId),
      eventAttendees: await this.privacy.attendees(db, userId),
      rsvps: await this.privacy.rsvps(db, userId),
      calendarFeed: { active: feeds.length > 0, createdAt: feeds[0]?.createdAt ?? null },
      collaborationsPosted: await this.privacy.collaborationsPosted(db, userId),
      collaborationResponses: await this.privacy.collaborationResponses(db, userId),
      bookings: await this.privacy.bookings(db, userId),
      availability: await this.privacy.availability(db, userId),
      reportsFiled: await this.privacy.reportsFiled(db, userId),
      uploads: uploads.map((upload) => ({
        key: upload.key,
        file: fileName(upload),
        kind: upload.kind,
        byteSize: upload.byteSize,
        durationSeconds: upload.durationSeconds,
        createdAt: upload.createdAt,
        eventId: upload.eventId,
        collaborationId: upload.collaborationId,
      })),
    };
    return { sections, files: uploads.map((upload) => ({ key: upload.key, name: fileName(upload) })) };
  }

  // The rows first, then the files: a storage failure throws, the transaction rolls back and the event is retried
  // (deleting a file already gone is no error), so no row outlives its file for long and no file outlives the erasure.
  async eraseMember(tx: Transaction, userId: number): Promise<void> {
    const keys = await this.privacy.erase(tx, userId);
    for (let i = 0; i < keys.length; i += DELETES_AT_ONCE) {
      await Promise.all(keys.slice(i, i + DELETES_AT_ONCE).map((key) => this.storage.delete(key)));
    }
  }
}

// `events/12-image.webp` for an event's picture, `collaborations/7-demo.mp3` for a call's demo; an upload nothing shows
// (yet) keeps its key (`demos/<uuid>.mp3`). Each upload is named once, by the lowest id that shows it: unique.
function fileName(upload: UploadRow): string {
  const extension = upload.key.slice(upload.key.lastIndexOf('.') + 1);
  if (upload.kind === 'event-image' && upload.eventId !== null) return `events/${upload.eventId}-image.${extension}`;
  if (upload.kind === 'demo' && upload.collaborationId !== null) return `collaborations/${upload.collaborationId}-demo.${extension}`;
  return upload.key;
}
