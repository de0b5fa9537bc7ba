import type { InsightsJobs } from '@stave/contracts';
import { JOB_TYPE_LABELS, formatCount, formatShare } from '../insights-format';
import { BarList } from './BarList';
import { WithheldNote } from './Figures';
import { Section } from './Section';

interface Props {
  jobs: InsightsJobs | null;
  minMembers: number;
  retrying: boolean;
  onRetry: () => void;
}

const jobsCount = (count: number) => (count === 1 ? '1 job' : `${formatCount(count)} jobs`);

function Empty({ children }: { children: string }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

// The skills the month's jobs ask for most (each named by jobs from at least `minMembers` posters).
export function SkillsSection({ jobs, minMembers, retrying, onRetry }: Props) {
  return (
    <Section
      id="insights-skills"
      title="Most-wanted skills"
      description="The skills named by the most jobs posted this month, with their share of all jobs."
      unavailable={jobs === null}
      what="jobs"
      retrying={retrying}
      onRetry={onRetry}
    >
      {jobs?.total === null ? (
        <WithheldNote minMembers={minMembers} />
      ) : jobs && jobs.topSkills.length ? (
        <BarList
          label="Most-wanted skills"
          testId="insights-skill"
          bars={jobs.topSkills.map((row) => ({
            key: row.skill,
            label: row.skill,
            value: row.jobs,
            figure: (
              <>
                <span>{jobsCount(row.jobs)}</span>
                <span className="w-11 text-right text-muted-foreground">{formatShare(row.share)}</span>
              </>
            ),
          }))}
        />
      ) : (
        <Empty>{`No skill was asked for by jobs from ${minMembers} or more members this month.`}</Empty>
      )}
    </Section>
  );
}

// The month's jobs by type, 'Other' last.
export function JobTypesSection({ jobs, minMembers, retrying, onRetry }: Props) {
  return (
    <Section
      id="insights-job-types"
      title="Jobs by type"
      description="Full-time, part-time, contract, freelance and internships."
      unavailable={jobs === null}
      what="jobs"
      retrying={retrying}
      onRetry={onRetry}
    >
      {jobs?.total === null ? (
        <WithheldNote minMembers={minMembers} />
      ) : jobs && jobs.byType.length ? (
        <BarList
          label="Jobs by type"
          testId="insights-job-type"
          bars={jobs.byType.map((row) => ({
            key: row.type,
            label: JOB_TYPE_LABELS[row.type],
            value: row.jobs,
            muted: row.type === 'other',
            figure: (
              <>
                <span>{jobsCount(row.jobs)}</span>
                <span className="w-11 text-right text-muted-foreground">{formatShare(row.share)}</span>
              </>
            ),
          }))}
        />
      ) : (
        <Empty>No jobs were posted this month.</Empty>
      )}
    </Section>
  );
}
