import type { AdvertisingTier } from '@stave/contracts';
import { Clock, Mail } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { BUSINESS_EMAIL } from '../business-email';
import { InquiryForm } from './InquiryForm';

type InquirySectionProps = { id: string; tier: AdvertisingTier | ''; onTierChange: (tier: AdvertisingTier) => void };

// The form, with what happens after it and the address for those who would rather write.
export function InquirySection({ id, tier, onTierChange }: InquirySectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="grid scroll-mt-24 gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-12">
      <div className="grid content-start gap-6">
        <div>
          <p className="text-xs font-semibold tracking-[0.18em] text-brand-strong uppercase">Get in touch</p>
          <h2 id={`${id}-title`} className="mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            Tell us about your campaign
          </h2>
          <p className="mt-4 text-base leading-relaxed text-pretty text-muted-foreground">
            A few details are enough to start. Our partnerships team reads every inquiry and comes back with a proposal.
          </p>
        </div>
        <ul className="grid gap-4 text-sm">
          <li className="flex items-start gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-soft text-brand-strong">
              <Clock className="size-[18px]" aria-hidden="true" />
            </span>
            <span>
              <span className="block font-medium">A reply within two working days</span>
              <span className="text-muted-foreground">With the placements, dates and price we suggest.</span>
            </span>
          </li>
          <li className="flex items-start gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-soft text-brand-strong">
              <Mail className="size-[18px]" aria-hidden="true" />
            </span>
            <span className="min-w-0">
              <span className="block font-medium">Rather write?</span>
              <a href={`mailto:${BUSINESS_EMAIL}`} className="font-medium break-all text-brand-strong underline-offset-4 hover:underline">
                {BUSINESS_EMAIL}
              </a>
            </span>
          </li>
        </ul>
      </div>
      <Card className="min-w-0 self-start p-5 sm:p-8">
        <InquiryForm tier={tier} onTierChange={onTierChange} />
      </Card>
    </section>
  );
}
