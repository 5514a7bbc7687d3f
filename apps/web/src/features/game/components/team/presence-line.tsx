import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatList } from '../../../../lib/format-number';
import { useCurrentLanguage } from '../../../../lib/i18n';
import { usePresenceOn, type TeamPresenceOf } from '../../hooks/use-team-presence';
import { memberColour } from './member-colour';

type Target = { lockId: string } | { documentId: string };

/** A member's dot, in their colour: beside their name, never alone. */
function Dots({ others }: { others: readonly TeamPresenceOf[] }) {
  return (
    <Box component="span" aria-hidden sx={{ display: 'inline-flex', gap: 0.25, flexShrink: 0 }}>
      {others.map((other) => (
        <Box
          key={other.playerId}
          component="span"
          data-colour={memberColour(other.colour)}
          sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: memberColour(other.colour) }}
        />
      ))}
    </Box>
  );
}

/** « Nikos essaie ce verrou », « Nikos et Eleni lisent cette pièce »: said in the reader's language. */
function useSentence(target: Target, others: readonly TeamPresenceOf[]): string {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const key = 'lockId' in target ? 'game.presence.tryingLock' : 'game.presence.readingDocument';
  return t(key, {
    count: others.length,
    names: formatList(
      others.map((other) => other.label),
      lang,
    ),
  });
}

/**
 * docs/product.md#team-presence: the teammates on this lock, or reading this document, in
 * one light line. The polite live region is always there and empty while nobody is — no
 * room taken — so a screen reader hears each change once, not each renewal.
 */
export function PresenceLine({ target }: { target: Target }) {
  const others = usePresenceOn(target);
  const sentence = useSentence(target, others);
  return (
    <Box aria-live="polite" data-testid="presence-line">
      {others.length > 0 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
          <Dots others={others} />
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {sentence}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

/**
 * The same beside a document's title in its folder, on its second line: one line whatever
 * its length (an ellipsis past it, the whole sentence still read out), so the list does not
 * move under a finger.
 */
export function PresenceMark({ documentId }: { documentId: string }) {
  const target = { documentId };
  const others = usePresenceOn(target);
  const sentence = useSentence(target, others);
  if (others.length === 0) return null;
  return (
    <Box
      component="span"
      data-testid="presence-mark"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minWidth: 0, overflow: 'hidden' }}
    >
      <Dots others={others} />
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {sentence}
      </Box>
    </Box>
  );
}
