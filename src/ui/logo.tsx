// Rayek's mark: a speech bubble (an opinion) holding a star (a rating). The same drawing as public/icon.svg.
export function LogoMark() {
  return (
    <svg className="logo-mark" viewBox="0 0 48 48" width="36" height="36" aria-hidden="true" focusable="false">
      <path
        fill="#b3262f"
        d="M24 4C12.4 4 4 11.6 4 21.2c0 5.4 2.6 10.2 6.9 13.4L9 43.5l10.2-5.4c1.5.3 3.1.4 4.8.4 11.6 0 20-7.6 20-17.3S35.6 4 24 4z"
      />
      <path fill="#fff" d="M24 10.5l3.2 6.6 7.2 1-5.2 5 1.3 7.2-6.5-3.4-6.5 3.4 1.3-7.2-5.2-5 7.2-1z" />
    </svg>
  );
}
