// How listing_views names a member who opened a listing (a visitor is `a:` and a hash of their address).
export const memberViewer = (userId: number) => `m:${userId}`;
