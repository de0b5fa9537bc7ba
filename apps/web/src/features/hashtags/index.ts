// A hashtag's posts: nothing here is used by other features. Its pages are loaded lazily by the app's route table
// (app/lazy-pages.ts); docs/web.md#feature-boundaries.
export {};
