import { ERASURE_GRACE_DAYS, EXPORT_LINK_DAYS, PLANS, formatPlanPrice } from '@stave/contracts';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '@/routes';

type Answer = { question: string; answer: ReactNode };
type Topic = { id: string; title: string; answers: readonly Answer[] };

function To({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-brand-strong underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}

const { free, pro, business } = PLANS;
const listings = (limit: number) => (limit < 0 ? 'as many as they like' : String(limit));

// What members ask most, answered from what the product does (docs/identity.md, billing.md, marketplace.md,
// messaging.md, privacy.md). Numbers come from the contracts, so a changed plan or limit changes the answer.
const TOPICS: readonly Topic[] = [
  {
    id: 'help-account',
    title: 'Your account',
    answers: [
      {
        question: 'I forgot my password',
        answer: (
          <>
            Choose <strong>Forgot your password?</strong> on the <To to={ROUTES.login}>sign-in page</To> and we email you a link to set a new one. Setting it
            signs you out everywhere, in case someone else had it.
          </>
        ),
      },
      {
        question: 'How do I turn on two-factor sign-in?',
        answer: (
          <>
            In <To to={`${ROUTES.settings}#security`}>Settings › Security</To>, scan the QR code with an authenticator app and enter the six-digit code it
            shows. Keep the ten recovery codes somewhere safe: each one signs you in once if you lose your phone.
          </>
        ),
      },
      {
        question: 'I got an email about a sign-in I don’t recognise',
        answer: (
          <>
            Open <To to={`${ROUTES.settings}#security`}>Settings › Security</To>, sign out any device you don’t know (or every other one at once), then change
            your password and turn on two-factor sign-in.
          </>
        ),
      },
      {
        question: 'How do I get a copy of my data, or delete my account?',
        answer: (
          <>
            In <To to={`${ROUTES.settings}#data`}>Settings › Your data</To>. A copy can be asked for once a day; we email a download link that works for{' '}
            {EXPORT_LINK_DAYS} days. A deleted account is erased after {ERASURE_GRACE_DAYS} days: signing in before then keeps it.
          </>
        ),
      },
    ],
  },
  {
    id: 'help-billing',
    title: 'Billing and plans',
    answers: [
      {
        question: 'What do Pro and Business add?',
        answer: (
          <>
            Pro ({formatPlanPrice(pro)}/month) gives unlimited job applications and messages, AI matching, advanced analytics, the verified badge and{' '}
            {pro.limits.boostedPostsPerMonth} boosted posts a month. Business ({formatPlanPrice(business)}/month) adds up to {business.limits.teamMembers} team
            members, unlimited boosts and VIP support. Compare them on <To to={ROUTES.subscription}>Subscription</To>.
          </>
        ),
      },
      {
        question: 'How does the free trial work?',
        answer: (
          <>
            Pro and Business start with a {business.trialMonths}-month free trial, once per member and not after a paid plan. You can cancel before it ends and
            nothing is charged.
          </>
        ),
      },
      {
        question: 'How do I cancel?',
        answer: (
          <>
            On <To to={ROUTES.subscription}>Subscription</To>, choose Free. You keep your plan until the end of the period you paid for; choosing it again
            before then keeps it going.
          </>
        ),
      },
      {
        question: 'My payment failed',
        answer: (
          <>
            You keep your plan for a few days while we retry the card. Update it from <strong>Manage billing</strong> on{' '}
            <To to={ROUTES.subscription}>Subscription</To>.
          </>
        ),
      },
    ],
  },
  {
    id: 'help-marketplace',
    title: 'Marketplace',
    answers: [
      {
        question: 'How many listings can I have, and for how long?',
        answer: (
          <>
            Free members can have {listings(free.limits.activeListings)} listings for sale at once, Pro {listings(pro.limits.activeListings)}, Business{' '}
            {listings(business.limits.activeListings)}. Each stays up for 60 days: renew it to keep it for sale, or relist it once it has expired or sold.
          </>
        ),
      },
      {
        question: 'My gear was stolen. Can Stave help?',
        answer: (
          <>
            Add its serial number to the stolen gear register under <To to={`${ROUTES.marketplace}?tab=mine`}>Marketplace › Mine</To>. Any listing carrying that
            serial is hidden, now or when it is listed. The number itself is never shown to anyone.
          </>
        ),
      },
      {
        question: 'A listing looks like a scam',
        answer: (
          <>
            Use <strong>Report listing</strong> on its page. Reports from three different members hide it until a moderator has looked; the seller never learns
            who reported it.
          </>
        ),
      },
    ],
  },
  {
    id: 'help-messages',
    title: 'Messages',
    answers: [
      {
        question: 'Why can’t I start another conversation?',
        answer: (
          <>
            On the Free plan you can start {free.limits.directMessagesPerMonth} new conversations a calendar month. Replies never count, and the allowance
            resets on the 1st. Pro and Business have no limit.
          </>
        ),
      },
      {
        question: 'Someone says they messaged me, but I can’t see it',
        answer: (
          <>
            Messages from members you are not connected to wait under <To to={`${ROUTES.messages}?box=requests`}>Messages › Requests</To>. Accept or reply and
            the conversation moves to your inbox.
          </>
        ),
      },
      {
        question: 'How do I stop someone messaging me?',
        answer: (
          <>
            Block them from the conversation: neither of you can message the other, and the thread stays readable. To hear only from your connections, change{' '}
            <To to={`${ROUTES.settings}#privacy`}>Settings › Privacy › Who can message you</To>.
          </>
        ),
      },
    ],
  },
];

// Common answers, by topic; each question opens in place (native disclosure: keyboard and screen readers for free).
export function HelpAnswers() {
  return (
    <section aria-labelledby="help-answers-heading" className="grid content-start gap-4" data-testid="help-answers">
      <h2 id="help-answers-heading" className="text-lg font-semibold tracking-tight">
        Common answers
      </h2>
      <div className="grid gap-6">
        {TOPICS.map((topic) => (
          <section key={topic.id} aria-labelledby={topic.id} className="grid gap-2">
            <h3 id={topic.id} className="text-sm font-semibold text-muted-foreground">
              {topic.title}
            </h3>
            <div className="divide-y overflow-hidden rounded-xl border bg-card shadow-card">
              {topic.answers.map((item) => (
                <details key={item.question} className="group">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 text-[15px] font-medium transition-colors hover:bg-accent/50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
                    {item.question}
                    <ChevronDown className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" aria-hidden="true" />
                  </summary>
                  <p className="px-4 pb-4 text-sm leading-relaxed text-muted-foreground">{item.answer}</p>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
    </section>
  );
}
