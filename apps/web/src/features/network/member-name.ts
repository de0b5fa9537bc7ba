// How a member is named on screen: their name, as the feed, messages and profiles show it (a member without one,
// their username). The network's cards, requests and toasts showed usernames ('bob_okafor_egpv2 will be asked…').
export function memberName(member: { name?: string | null; username: string }): string {
  return member.name?.trim() || member.username;
}
