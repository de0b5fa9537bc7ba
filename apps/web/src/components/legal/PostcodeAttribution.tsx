// The Open Government Licence's attribution for the postcode districts distance search uses (docs/places.md).
export function PostcodeAttribution({ className }: { className?: string }) {
  return (
    <p className={className}>
      Postcode distances: Contains OS data © Crown copyright and database right 2025. Contains Royal Mail data © Royal Mail copyright and database right 2025.
      Source: Office for National Statistics licensed under the{' '}
      <a href="https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/" className="underline" rel="noreferrer" target="_blank">
        Open Government Licence v.3.0
      </a>
      .
    </p>
  );
}
