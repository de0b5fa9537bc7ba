import type { AdvertisingTier } from '@stave/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { tierFromParam } from '../advertising-url';
import { AdvertiseHero } from '../components/AdvertiseHero';
import { AudienceSection } from '../components/AudienceSection';
import { HowItWorks } from '../components/HowItWorks';
import { INQUIRY_FIRST_FIELD_ID } from '../components/InquiryForm';
import { InquirySection } from '../components/InquirySection';
import { TierCards } from '../components/TierCards';

const PLACEMENTS_ID = 'placements';
const INQUIRY_ID = 'inquiry';

// /advertise ('Advertise with Stave'): for companies, signed in or not (in the members' frame or the
// visitors'). Who is on Stave, what each tier places where, and the inquiry form; a tier card's button chooses its
// tier in the form and takes the focus there. No prices: the team answers with a proposal.
export function AdvertisePage() {
  const [params] = useSearchParams();
  const [tier, setTier] = useState<AdvertisingTier | ''>(() => tierFromParam(params.get('tier')));

  const askAbout = (next: AdvertisingTier) => {
    setTier(next);
    document.getElementById(INQUIRY_ID)?.scrollIntoView({ block: 'start' });
    // After the form's thank-you there is no field: the section is in view, which is enough.
    document.getElementById(INQUIRY_FIRST_FIELD_ID)?.focus({ preventScroll: true });
  };

  return (
    <>
      <title>Advertise with Stave · Stave</title>
      <div className="grid gap-20 sm:gap-24">
        <AdvertiseHero placementsId={PLACEMENTS_ID} inquiryId={INQUIRY_ID} />
        <AudienceSection />
        <TierCards id={PLACEMENTS_ID} chosen={tier} onChoose={askAbout} />
        <HowItWorks />
        <InquirySection id={INQUIRY_ID} tier={tier} onTierChange={setTier} />
      </div>
    </>
  );
}
