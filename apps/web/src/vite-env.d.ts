/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  // The dashboard footer's business-contact address (docs/web.md#screens).
  readonly VITE_BUSINESS_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
