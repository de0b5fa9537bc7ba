/* global window, Element */
// What jsdom leaves out and the app's components call: matchMedia (theme), ResizeObserver and
// pointer capture (Radix), scrollIntoView (thread view, combobox), IntersectionObserver (feed).
window.matchMedia ??= (query) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener() {},
  removeEventListener() {},
  addListener() {},
  removeListener() {},
  dispatchEvent: () => false,
});
class Observer {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= Observer;
globalThis.IntersectionObserver ??= Observer;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.setPointerCapture ??= () => undefined;
window.scrollTo = () => undefined;
// React's act() environment: state updates in tests are flushed the way Testing Library expects.
globalThis.IS_REACT_ACT_ENVIRONMENT = true;
