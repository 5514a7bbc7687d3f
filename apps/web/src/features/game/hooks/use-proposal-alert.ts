import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProposalView } from '@coulisses/shared/game/game.schema';
import { htmlLang } from '@coulisses/shared/languages';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { useCurrentLanguage } from '../../../lib/i18n';
import { useProposalShownMutation } from '../api/game';

/** A short double buzz: felt in a pocket, unlike anything else the game does. */
const BUZZ = [200, 100, 200];
/** A phone that could not say it has shown a proposal tries again after this, a few times. */
const RETRY_MS = 3_000;
const TRIES = 5;

/** The proposals this page has buzzed for and said it has shown: once each, whatever redraws the banner. */
const buzzed = new Set<string>();
const said = new Map<string, number>();

const isSeen = () => document.visibilityState === 'visible';

/** Whether the page is in sight (not a tab, or an app, in the background), followed as it changes. */
function usePageSeen(): boolean {
  const [seen, setSeen] = useState(isSeen);
  useEffect(() => {
    const follow = () => setSeen(isSeen());
    document.addEventListener('visibilitychange', follow);
    return () => document.removeEventListener('visibilitychange', follow);
  }, []);
  return seen;
}

/** This page's service worker registration, when it has one that may show notifications. */
async function notifier(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator) || !('Notification' in window)) return undefined;
  if (Notification.permission !== 'granted') return undefined;
  return navigator.serviceWorker.getRegistration().catch(() => undefined);
}

/**
 * docs/product.md#team-accusation: a teammate's proposal reaches the member, wherever they
 * are. Drawn on a page in sight, this phone tells the server it has shown it — its minute
 * waits for the phones that are there — and takes away the notification it may have shown
 * meanwhile; a phone that can buzzes once; a page in the background shows a notification
 * (the push service may bring one too: with the proposal's tag, one replaces the other).
 */
export function useProposalAlert(
  player: RegisteredPlayer,
  teamId: string,
  proposal: ProposalView,
  proposerName: string,
  drawn: boolean,
): void {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const seen = usePageSeen();
  const shown = useProposalShownMutation(player);
  const { mutate } = shown;
  const [retries, setRetries] = useState(0);
  const mine = proposal.byPlayerId === player.id;
  const { id } = proposal;

  useEffect(() => {
    if (mine || buzzed.has(id)) return;
    buzzed.add(id);
    navigator.vibrate?.(BUZZ);
    if (isSeen()) return;
    const options: NotificationOptions & { vibrate?: number[] } = {
      body: t('game.proposal.push.body', { name: proposerName }),
      tag: id,
      lang: htmlLang(lang),
      data: { url: `${window.location.origin}/` },
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      vibrate: BUZZ,
    };
    const title = t('game.proposal.push.title');
    void notifier().then((registration) => registration?.showNotification(title, options));
  }, [mine, id, proposerName, lang, t]);

  useEffect(() => {
    if (!drawn || !seen || proposal.shown) return;
    const tries = said.get(id) ?? 0;
    if (tries >= TRIES || (tries > 0 && retries === 0)) return;
    said.set(id, tries + 1);
    mutate(
      { teamId, proposalId: id },
      {
        onSuccess: () =>
          void notifier().then(async (registration) => {
            for (const notification of (await registration?.getNotifications({ tag: id })) ?? []) {
              notification.close();
            }
          }),
        onError: () => window.setTimeout(() => setRetries((count) => count + 1), RETRY_MS),
      },
    );
  }, [drawn, seen, proposal.shown, id, teamId, mutate, retries]);
}
