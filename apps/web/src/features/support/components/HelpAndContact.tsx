import { ContactCard } from './ContactCard';
import { HelpAnswers } from './HelpAnswers';

// The common answers, with the address to write to beside them: under every member's /support.
export function HelpAndContact() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <HelpAnswers />
      <aside aria-label="Email support" className="grid content-start">
        <ContactCard />
      </aside>
    </div>
  );
}
