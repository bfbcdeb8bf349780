/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** External group-chat invite opened by "Contact our support coordinator for secure access". */
  readonly VITE_SUPPORT_CHAT_URL?: string;
  readonly VITE_QUICK_EXIT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
