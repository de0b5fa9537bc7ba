/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  // The dashboard footer's business-contact address (spec §2).
  readonly VITE_BUSINESS_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
