import { DEFAULT_LANGUAGE } from '@coulisses/shared/languages';
import './app/base-styles';
import { mountApp } from './app/mount-app';
import { setupI18n } from './lib/i18n';
import { rememberedLanguage } from './lib/language-memory';
import { storedPlayerLanguage } from './lib/player-language';
import { startServiceWorker } from './lib/start-service-worker';

// The language chosen on this device, else the player's (a device from before it was
// remembered), else the default one (docs/decisions/0011-back-leave-and-language.md).
void setupI18n(rememberedLanguage() ?? storedPlayerLanguage() ?? DEFAULT_LANGUAGE);
mountApp(document.getElementById('root')!);
startServiceWorker();
