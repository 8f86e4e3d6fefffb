// Types of server-intl.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export function scoreTenths(value: number): number;
export function formatScore(language: string, value: number): string;
export function formatCount(language: string, value: number): string;
export function pluralCategory(language: string, value: number): 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
export function formatMessage(message: string, values: Record<string, string | number>, language: string): string;
