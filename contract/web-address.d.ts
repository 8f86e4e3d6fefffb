// Types of web-address.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export const WEB_ADDRESS_MAX: number;
export function isWebAddress(text: string): boolean;
