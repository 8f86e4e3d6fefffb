// Types of link-tokens.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export const LINK_TOKEN_LENGTH: 40;
export function isLinkToken(text: unknown): text is string;
