import { useLingui } from '@lingui/react/macro';
import { iiifDragUrl } from '../../shared/iiif-paths';

/** The IIIF logo, drawn inline (no request): three blue i's and a red F. */
const IiifLogo = () => (
  <svg viewBox="0 0 34 28" width="30" height="25" aria-hidden="true" focusable="false">
    <g fill="#2873ab">
      <circle cx="4.5" cy="3.5" r="2.5" />
      <circle cx="11.5" cy="3.5" r="2.5" />
      <circle cx="18.5" cy="3.5" r="2.5" />
      <path d="M2 9h5l-1 18H1zM9 9h5l-1 18H8zM16 9h5l-1 18h-5z" />
    </g>
    <path fill="#ed1d33" d="M24 1h10l-.3 5h-5l-.2 5h4.5l-.3 5h-4.5L28 27h-5z" />
  </svg>
);

/**
 * A link to an IIIF Manifest or Collection of ours, with the IIIF logo: click opens it, drag and drop gives it to a
 * IIIF viewer (Mirador, Universal Viewer), which reads it from the `?manifest=` the link carries.
 */
export const IiifLink = ({ path, kind }: { path: string; kind: 'manifest' | 'collection' }) => {
  const { t } = useLingui();
  const url = new URL(path, window.location.origin).href;
  const label =
    kind === 'manifest'
      ? t`IIIF manifest of this izoom: open it, or drag it into a IIIF viewer`
      : t`IIIF collection of this album: open it, or drag it into a IIIF viewer`;
  return (
    <a
      href={iiifDragUrl(url)}
      draggable="true"
      target="_blank"
      rel="noopener noreferrer"
      title={label}
      aria-label={label}
      data-testid={`iiif-${kind}-link`}
      style={{ display: 'inline-flex', alignItems: 'center', lineHeight: 0 }}
    >
      <IiifLogo />
    </a>
  );
};
