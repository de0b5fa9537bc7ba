import { ShieldAlert } from 'lucide-react';
import { StaffPage } from '@/components/staff-queue/StaffPage';
import { Select } from '@/components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/features/auth';
import { useUrlLocation } from '@/hooks/useUrlLocation';
import { useModeratorRoleQuery } from '../api/moderator-role';
import { AppealsPanel } from '../components/AppealsPanel';
import { CasesList } from '../components/CasesList';
import { KIND_LABELS, isReportKind } from '../moderation-format';
import { MODERATION_TABS, readModerationLocation, toModerationParams, type ModerationTab } from '../moderation-url';

const TAB_LABELS: Record<ModerationTab, string> = { open: 'Open', decided: 'Decided', appeals: 'Appeals' };

// /moderation (moderators only): reports of every kind of item from every service, open to decide or
// decided, and appeals against suspensions and bans. The tab, the kind and the page live in the URL.
export function ModerationPage() {
  const { user } = useAuth();
  const role = useModeratorRoleQuery(Boolean(user));
  const [{ tab, kind, page }, go] = useUrlLocation(readModerationLocation, toModerationParams);

  return (
    <StaffPage
      signedIn={Boolean(user)}
      signInText="Log in to review reports."
      role={role}
      allowed={role.data === true}
      title="Moderation"
      pageTitle={`${TAB_LABELS[tab]} · Moderation · Stave`}
      icon={ShieldAlert}
      description="What members reported across Stave, and appeals against suspensions and bans. Reporters are never named."
      denied={{ title: 'Only moderators can see this page', description: 'Reports you send reach the moderators from here.' }}
    >
      <Tabs value={tab} onValueChange={(next) => go({ tab: next as ModerationTab, kind, page: 1 })} className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList aria-label="Moderation queues" className="w-full sm:w-auto">
            {MODERATION_TABS.map((value) => (
              <TabsTrigger key={value} value={value} className="flex-1 sm:flex-none">
                {TAB_LABELS[value]}
              </TabsTrigger>
            ))}
          </TabsList>
          {tab === 'appeals' ? null : (
            <div className="flex w-full items-center gap-2 sm:w-auto">
              <label htmlFor="moderation-kind" className="text-sm font-medium whitespace-nowrap">
                Kind
              </label>
              <div className="min-w-0 flex-1 sm:w-44 sm:flex-none">
                <Select
                  id="moderation-kind"
                  value={kind ?? ''}
                  onChange={(event) => go({ tab, kind: isReportKind(event.target.value) ? event.target.value : undefined, page: 1 })}
                >
                  <option value="">Every kind</option>
                  {Object.entries(KIND_LABELS).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </Select>
              </div>
            </div>
          )}
        </div>
        <TabsContent value="open">
          {tab === 'open' ? <CasesList status="open" kind={kind} page={page} onPage={(next) => go({ tab, kind, page: next })} /> : null}
        </TabsContent>
        <TabsContent value="decided">
          {tab === 'decided' ? <CasesList status="decided" kind={kind} page={page} onPage={(next) => go({ tab, kind, page: next })} /> : null}
        </TabsContent>
        <TabsContent value="appeals">{tab === 'appeals' ? <AppealsPanel /> : null}</TabsContent>
      </Tabs>
    </StaffPage>
  );
}
