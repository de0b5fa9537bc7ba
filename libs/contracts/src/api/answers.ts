import { NEXT_PAGE_HEADER, TOTAL_CAPPED_HEADER } from '../jobs/jobs.schemas';
import { TOTAL_COUNT_HEADER } from '../identity/user.schemas';
import { NEXT_CURSOR_HEADER } from '../pagination';

// A successful answer that is a file rather than JSON (an image, a calendar, a PDF): its media types
// (`image/*` for any image).
export interface FileAnswer {
  mediaTypes: readonly string[];
}
export const fileAnswer = (...mediaTypes: string[]): FileAnswer => ({ mediaTypes });
// An upload as it is served back (platform's sendStoredFile): its own type when it is one a browser may show
// inline, otherwise application/octet-stream as an attachment.
export const storedFile = (...mediaTypes: string[]): FileAnswer => fileAnswer(...mediaTypes, 'application/octet-stream');

// The gateway names here the sections of a composed answer that it had to leave out (a service that
// did not answer in time): their fields are null.
export const DEGRADED_HEADER = 'x-degraded';

// Every header our answers carry beyond HTTP's own plumbing (caching, CORS, security), described once.
// A route lists the ones its successful answers carry (`headers`); refusals carry Retry-After (api/openapi.ts).
// The integration tests refuse an answer with a header that is neither here nor HTTP's own.
export const RESPONSE_HEADERS = {
  [NEXT_CURSOR_HEADER]: {
    description: 'There is an older page: send this back as ?before= (absent on the last page)',
    schema: { type: 'string' },
  },
  [TOTAL_COUNT_HEADER]: {
    description: 'How many items match, over every page (with x-total-capped: at least this many)',
    schema: { type: 'integer', minimum: 0 },
  },
  [NEXT_PAGE_HEADER]: { description: 'The next ?page= (absent on the last page)', schema: { type: 'integer', minimum: 2 } },
  [TOTAL_CAPPED_HEADER]: {
    description: 'A ranked search stopped counting at x-total-count: there are more matches',
    schema: { type: 'string', enum: ['true'] },
  },
  [DEGRADED_HEADER]: {
    description: 'The parts of this composed answer left out because their service did not answer in time (comma-separated)',
    schema: { type: 'string' },
  },
  'content-disposition': { description: 'A download: attachment, with its file name', schema: { type: 'string' } },
  'content-range': { description: 'The bytes of a ranged answer (206), or the size a range missed (416)', schema: { type: 'string' } },
  'retry-after': { description: 'Seconds to wait before asking again', schema: { type: 'integer', minimum: 0 } },
} as const;

export type ResponseHeader = keyof typeof RESPONSE_HEADERS;
