// A team member posts as the business by sending its id in this header; the service then records the
// business as the owner and the member as the one who posted it (docs/teams.md). Restated from the contracts (a value
// import would pull zod into every API module that sends it); the type makes the compiler reject a drift.
type ContractActAsHeader = (typeof import('@stave/contracts'))['ACT_AS_HEADER'];
export const ACT_AS_HEADER: ContractActAsHeader = 'x-act-as';

// The headers of a request made as `businessId` (null or undefined: as oneself, so none).
export function actAsHeaders(businessId: number | null | undefined): Record<string, string> | undefined {
  return businessId ? { [ACT_AS_HEADER]: String(businessId) } : undefined;
}
