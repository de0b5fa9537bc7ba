import { Injectable } from '@nestjs/common';
import { snippetAround, type SearchHit, type SearchSection, type SearchSectionQuery, type SearchType } from '@stave/contracts';
import { CollaborationsService } from '../collaborations/collaborations.service';
import { EventsService } from '../events/events.service';
import { JobsService } from '../jobs/jobs.service';

const snippet = (text: string | null, query: string) => (text ? snippetAround(text, query) : null);
const joined = (...parts: Array<string | null | undefined | false>) => parts.filter(Boolean).join(' · ') || null;
const section = (type: SearchType, hits: SearchHit[], total: number, query: SearchSectionQuery): SearchSection => ({
  type,
  hits,
  total,
  page: query.page,
  limit: query.limit,
});

// The jobs, events and collaborations sections of the global search: each is its own page's search (the same
// ranking, filters and blocks), answered in the search's one shape. Items open on their pages: a job by its
// title in the job board's search, an event and a call by the id those pages open in a dialog.
@Injectable()
export class SearchService {
  constructor(
    private readonly jobs: JobsService,
    private readonly events: EventsService,
    private readonly collaborations: CollaborationsService,
  ) {}

  async searchJobs(viewerId: number, query: SearchSectionQuery): Promise<SearchSection> {
    const { jobs, total } = await this.jobs.list(viewerId, { search: query.q, page: query.page, limit: query.limit });
    const hits = jobs.map((job): SearchHit => ({
      type: 'jobs',
      id: job.id,
      title: job.title,
      subtitle: joined(job.companyName, job.remote ? 'Remote' : job.location, job.type, job.salaryRange),
      snippet: snippet(job.description, query.q),
      imageUrl: null,
      url: `/jobs?q=${encodeURIComponent(job.title)}`,
      at: job.createdAt,
    }));
    return section('jobs', hits, total, query);
  }

  async searchEvents(viewerId: number, query: SearchSectionQuery): Promise<SearchSection> {
    const { events, total } = await this.events.list(viewerId, { when: 'upcoming', search: query.q, region: undefined, page: query.page, limit: query.limit });
    const hits = events.map((event): SearchHit => ({
      type: 'events',
      id: event.id,
      title: event.title,
      subtitle: joined(event.location, event.organizerName && `by ${event.organizerName}`, event.ticketPrice),
      snippet: snippet(event.description, query.q),
      imageUrl: event.imageUrl,
      url: `/events?event=${event.id}`,
      at: event.startDate,
    }));
    return section('events', hits, total, query);
  }

  async searchCollaborations(viewerId: number, query: SearchSectionQuery): Promise<SearchSection> {
    const { collaborations, total } = await this.collaborations.list(viewerId, { search: query.q, page: query.page, limit: query.limit });
    const hits = collaborations.map((call): SearchHit => ({
      type: 'collaborations',
      id: call.id,
      title: call.title,
      subtitle: joined(call.author.name, call.projectType, call.remote ? 'Remote' : call.location, call.paid && 'Paid', call.genres.slice(0, 3).join(', ')),
      snippet: snippet(call.description, query.q),
      imageUrl: null,
      url: `/collaborate?c=${call.id}`,
      at: call.createdAt,
    }));
    return section('collaborations', hits, total, query);
  }
}
