// Types of limits.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export const LIMITS: {
  readonly review: { readonly min: 10; readonly max: 2000 };
  readonly reportComment: { readonly min: 10; readonly max: 1000 };
  readonly course: { readonly max: 100 };
  readonly grade: { readonly max: 20 };
  readonly instructorName: { readonly max: 100 };
  readonly department: { readonly max: 300 };
  readonly userName: { readonly min: 2; readonly max: 100 };
  readonly password: { readonly signIn: 6; readonly signUp: 8; readonly max: 71 };
  readonly moderationReason: { readonly max: 500 };
  readonly claimMessage: { readonly min: 10; readonly max: 1000 };
  readonly reply: { readonly min: 10; readonly max: 1000 };
  readonly aliases: { readonly max: 10 };
  readonly alias: { readonly max: 40 };
};
export const RAW_TEXT_FACTOR: 4;
export function rawTextTooLong(text: string, max: number): boolean;
export const PAGE_MAX: 10000;
export const PER_PAGE_MAX: 50;
