import { CreateEducationSchema, CreateExperienceSchema, type Education, type Experience } from '@stave/contracts';
import { Briefcase, GraduationCap, Plus, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { SkeletonList, SkeletonMedia } from '@/components/ui/skeleton';
import { useProfileItemsQuery } from '@/features/profile/api/profile.queries';
import { DeleteItemDialog } from '@/features/profile/components/DeleteItemDialog';
import type { FieldDef } from '@/features/profile/components/ItemFormDialog';
import { ItemFormDialog } from '@/features/profile/components/LazyItemFormDialog';
import { ItemActions, SectionCard, useFocusNewItem } from '@/features/profile/components/SectionCard';
import { formatDateRange } from '@/lib/format';

type Entry = { id: number; heading: string; subheading: string; range: string | null; description: string | null; label: string };

function Timeline({
  entries,
  icon: Icon,
  own,
  itemProps,
  onEdit,
  onDelete,
}: {
  entries: Entry[];
  icon: LucideIcon;
  own: boolean;
  itemProps: ReturnType<typeof useFocusNewItem>['itemProps'];
  onEdit: (id: number) => void;
  onDelete: (entry: Entry) => void;
}) {
  return (
    <ol className="grid gap-0">
      {entries.map((entry, index) => (
        <li key={entry.id} className="relative flex gap-4 pb-6 last:pb-0" {...itemProps(entry.id)}>
          {index < entries.length - 1 ? <span aria-hidden="true" className="absolute top-11 bottom-1 left-5 w-px bg-border" /> : null}
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-muted text-foreground">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <h3 className="font-semibold break-words">{entry.heading}</h3>
                <p className="text-sm break-words">{entry.subheading}</p>
                {entry.range ? <p className="mt-0.5 text-[13px] text-muted-foreground">{entry.range}</p> : null}
              </div>
              {own ? <ItemActions label={entry.label} onEdit={() => onEdit(entry.id)} onDelete={() => onDelete(entry)} /> : null}
            </div>
            {entry.description ? <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-muted-foreground">{entry.description}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

function TimelineSkeleton() {
  return (
    <SkeletonList count={2} className="grid gap-6">
      <SkeletonMedia media="size-10 rounded-xl" bars={['h-5 w-1/2', 'h-4 w-1/3', 'h-4 w-full']} className="flex gap-4" barsClassName="grid flex-1 gap-2" />
    </SkeletonList>
  );
}

const EXPERIENCE_FIELDS: readonly FieldDef[] = [
  { name: 'title', label: 'Title', kind: 'text', placeholder: 'Session bassist' },
  { name: 'company', label: 'Company', kind: 'text', placeholder: 'Abbey Road Studios' },
  { name: 'location', label: 'Location', kind: 'text', optional: true, placeholder: 'London', wide: true },
  { name: 'startDate', label: 'Start date', kind: 'month', optional: true, placeholder: 'YYYY-MM' },
  { name: 'endDate', label: 'End date', kind: 'month', optional: true, placeholder: 'YYYY-MM', ongoingLabel: 'I currently work here' },
  { name: 'description', label: 'Description', kind: 'textarea', optional: true, placeholder: 'Highlights, credits, what you were responsible for.' },
];

const EDUCATION_FIELDS: readonly FieldDef[] = [
  { name: 'institution', label: 'Institution', kind: 'text', placeholder: 'Royal Northern College of Music', wide: true },
  { name: 'degree', label: 'Degree', kind: 'text', placeholder: 'BMus (Hons)' },
  { name: 'field', label: 'Field of study', kind: 'text', optional: true, placeholder: 'Popular Music Performance' },
  { name: 'startDate', label: 'Start date', kind: 'month', optional: true, placeholder: 'YYYY-MM' },
  { name: 'endDate', label: 'End date', kind: 'month', optional: true, placeholder: 'YYYY-MM', ongoingLabel: "I'm currently studying here" },
  { name: 'description', label: 'Description', kind: 'textarea', optional: true, placeholder: 'Modules, grades, ensembles, awards.' },
];

// A date-only value as the month input wants it (YYYY-MM).
const month = (value: string | null) => (value ? value.slice(0, 7) : '');

type SectionProps = { userId: number; own: boolean; ownerName: string };

// What differs between the Jobs (experience) and Study (education) tabs; the section itself is one.
interface TimelineConfig<T extends { id: number; startDate: string | null; endDate: string | null; description: string | null }> {
  area: 'experience' | 'education';
  noun: 'Experience' | 'Education';
  icon: LucideIcon;
  toEntry: (item: T) => Omit<Entry, 'id' | 'range' | 'description'>;
  emptyOwn: string;
  dialogDescription: string;
  fields: readonly FieldDef[];
  schema: typeof CreateExperienceSchema | typeof CreateEducationSchema;
  initial: (item: T | undefined) => Record<string, string>;
}

function TimelineSection<T extends { id: number; startDate: string | null; endDate: string | null; description: string | null }>({
  userId,
  own,
  ownerName,
  config,
}: SectionProps & { config: TimelineConfig<T> }) {
  const { area, noun, icon } = config;
  const lower = noun.toLowerCase();
  const query = useProfileItemsQuery(area, userId);
  const [dialog, setDialog] = useState<{ item?: T; key: number } | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; label: string } | null>(null);
  // The config's area fixes the item type (EXPERIENCE is experience rows, EDUCATION education rows).
  const items = (query.data ?? []) as unknown as T[];
  const entries: Entry[] = items.map((item) => ({
    id: item.id,
    range: formatDateRange(item.startDate, item.endDate),
    description: item.description,
    ...config.toEntry(item),
  }));
  const newItem = useFocusNewItem(entries.map((entry) => entry.id));
  const add = own ? (
    <Button size="sm" onClick={() => setDialog({ key: Date.now() })}>
      <Plus aria-hidden="true" />
      Add {noun}
    </Button>
  ) : null;

  return (
    <SectionCard title={noun} count={items.length} action={items.length > 0 ? add : null}>
      <QueryState
        query={query}
        loadingLabel={`Loading ${lower}...`}
        loading={<TimelineSkeleton />}
        error={{ icon, title: `Unable to load ${lower}` }}
        isEmpty={() => entries.length === 0}
        empty={
          <EmptyState
            icon={icon}
            title={own ? `Add your ${lower}` : `No ${lower} listed`}
            description={own ? config.emptyOwn : `${ownerName} hasn't listed any ${lower} yet.`}
            action={add}
          />
        }
      >
        {() => (
          <Timeline
            entries={entries}
            icon={icon}
            own={own}
            itemProps={newItem.itemProps}
            onEdit={(id) => setDialog({ item: items.find((i) => i.id === id), key: Date.now() })}
            onDelete={(entry) => setDeleting({ id: entry.id, label: entry.label })}
          />
        )}
      </QueryState>
      {dialog ? (
        <ItemFormDialog
          key={dialog.key}
          area={area}
          userId={userId}
          open
          onOpenChange={(open) => (open ? undefined : setDialog(null))}
          title={dialog.item ? `Edit ${noun}` : `Add ${noun}`}
          description={config.dialogDescription}
          fields={config.fields}
          schema={config.schema}
          initial={config.initial(dialog.item)}
          editingId={dialog.item?.id}
          submitLabel={dialog.item ? 'Save changes' : `Add ${lower}`}
          onCreated={newItem.onCreated}
          toasts={{
            created: { title: `${noun} Added!`, description: `Your ${lower} is on your profile.` },
            updated: { title: `${noun} updated`, description: 'Your changes are saved.' },
          }}
        />
      ) : null}
      <DeleteItemDialog area={area} userId={userId} target={deleting} noun={noun} onClose={() => setDeleting(null)} />
    </SectionCard>
  );
}

const EXPERIENCE: TimelineConfig<Experience> = {
  area: 'experience',
  noun: 'Experience',
  icon: Briefcase,
  toEntry: (item) => ({
    heading: item.title,
    subheading: [item.company, item.location].filter(Boolean).join(' · '),
    label: `${item.title} at ${item.company}`,
  }),
  emptyOwn: 'Sessions, tours, residencies, studio and label roles: the work people hire you for.',
  dialogDescription: 'A role, residency, tour or long-running session.',
  fields: EXPERIENCE_FIELDS,
  schema: CreateExperienceSchema,
  initial: (item) => ({
    title: item?.title ?? '',
    company: item?.company ?? '',
    location: item?.location ?? '',
    startDate: month(item?.startDate ?? null),
    endDate: month(item?.endDate ?? null),
    description: item?.description ?? '',
  }),
};

const EDUCATION: TimelineConfig<Education> = {
  area: 'education',
  noun: 'Education',
  icon: GraduationCap,
  toEntry: (item) => ({
    heading: item.institution,
    subheading: [item.degree, item.field].filter(Boolean).join(', '),
    label: `${item.degree} at ${item.institution}`,
  }),
  emptyOwn: 'Conservatoires, degrees, courses and grades.',
  dialogDescription: 'Where you trained and what you studied.',
  fields: EDUCATION_FIELDS,
  schema: CreateEducationSchema,
  initial: (item) => ({
    institution: item?.institution ?? '',
    degree: item?.degree ?? '',
    field: item?.field ?? '',
    startDate: month(item?.startDate ?? null),
    endDate: month(item?.endDate ?? null),
    description: item?.description ?? '',
  }),
};

// Jobs tab: experience, newest first as the server sends it; a blank end date is 'Present'.
export function ExperienceSection(props: SectionProps) {
  return <TimelineSection {...props} config={EXPERIENCE} />;
}

// Study tab.
export function EducationSection(props: SectionProps) {
  return <TimelineSection {...props} config={EDUCATION} />;
}
