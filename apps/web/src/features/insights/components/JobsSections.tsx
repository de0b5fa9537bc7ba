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

type JobsSectionProps = Props & {
  id: string;
  // Also the chart's name.
  title: string;
  description: string;
  testId: string;
  rows: readonly { key: string; label: string; jobs: number; share: number; muted?: boolean }[];
  empty: string;
};

// One breakdown of the month's jobs as bars, each with its count and share; withheld when too few members posted.
function JobsSection({ jobs, minMembers, retrying, onRetry, id, title, description, testId, rows, empty }: JobsSectionProps) {
  return (
    <Section id={id} title={title} description={description} unavailable={jobs === null} what="jobs" retrying={retrying} onRetry={onRetry}>
      {jobs?.total === null ? (
        <WithheldNote minMembers={minMembers} />
      ) : rows.length ? (
        <BarList
          label={title}
          testId={testId}
          bars={rows.map((row) => ({
            key: row.key,
            label: row.label,
            value: row.jobs,
            muted: row.muted,
            figure: (
              <>
                <span>{jobsCount(row.jobs)}</span>
                <span className="w-11 text-right text-muted-foreground">{formatShare(row.share)}</span>
              </>
            ),
          }))}
        />
      ) : (
        <Empty>{empty}</Empty>
      )}
    </Section>
  );
}

// The skills the month's jobs ask for most (each named by jobs from at least `minMembers` posters).
export function SkillsSection(props: Props) {
  return (
    <JobsSection
      {...props}
      id="insights-skills"
      title="Most-wanted skills"
      description="The skills named by the most jobs posted this month, with their share of all jobs."
      testId="insights-skill"
      rows={(props.jobs?.topSkills ?? []).map((row) => ({ key: row.skill, label: row.skill, jobs: row.jobs, share: row.share }))}
      empty={`No skill was asked for by jobs from ${props.minMembers} or more members this month.`}
    />
  );
}

// The month's jobs by type, 'Other' last.
export function JobTypesSection(props: Props) {
  return (
    <JobsSection
      {...props}
      id="insights-job-types"
      title="Jobs by type"
      description="Full-time, part-time, contract, freelance and internships."
      testId="insights-job-type"
      rows={(props.jobs?.byType ?? []).map((row) => ({
        key: row.type,
        label: JOB_TYPE_LABELS[row.type],
        jobs: row.jobs,
        share: row.share,
        muted: row.type === 'other',
      }))}
      empty="No jobs were posted this month."
    />
  );
}
