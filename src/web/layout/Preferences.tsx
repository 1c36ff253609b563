import { PlainGroup } from '../components/plain';
import { usePhone } from '../components/use-phone';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { ColorSchemeMenu } from '../theme/ColorSchemeMenu';

/** The language and colour-scheme switches, on every page. */
export const Preferences = () => (
  <PlainGroup gap={usePhone() ? 'xs' : 'sm'} wrap="nowrap">
    <LanguageSwitch />
    <ColorSchemeMenu />
  </PlainGroup>
);
