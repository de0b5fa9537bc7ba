// Boosting a post: the dialog is loaded lazily from ./public-dialog by the post card (docs/web.md#feature-boundaries);
// the page is the app's route.
export {};
