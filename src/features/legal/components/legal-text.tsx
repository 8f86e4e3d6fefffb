import type { ReactNode } from 'react';

function withEmailLinks(paragraph: string, email: string): ReactNode[] {
  return paragraph.split(email).flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          <a key={index} href={`mailto:${email}`} dir="ltr">
            {email}
          </a>,
          part,
        ],
  );
}

/** A legal body: paragraphs separated by a blank line, the support address as a mail link. */
export function LegalText({ text, email }: { text: string; email: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index}>{withEmailLinks(paragraph, email)}</p>
        ))}
    </>
  );
}
