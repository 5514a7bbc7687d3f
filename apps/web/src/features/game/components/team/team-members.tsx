import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@coulisses/shared/languages';
import type { TeamMember } from '@coulisses/shared/team/team.schema';
import { useCurrentLanguage } from '../../../../lib/i18n';
import { languageName } from '../../../../lib/language-name';

type Translate = ReturnType<typeof useTranslation>['t'];

/**
 * What a member is called: their nickname, else "Member 2" by the order they joined in;
 * one no longer in the team (`members` does not hold them) is "a teammate".
 */
export function memberName(
  t: Translate,
  members: readonly TeamMember[],
  id: string | null,
  nickname: string | null,
): string {
  if (nickname) return nickname;
  const index = members.findIndex((member) => member.id === id);
  return index < 0 ? t('game.team.someone') : t('game.team.investigator', { number: index + 1 });
}

/**
 * A team's members, each by their nickname (or as an investigator until they choose one) and
 * their language, named in the reader's (docs/product.md#languages).
 */
export function TeamMembers({ members, you }: { members: readonly TeamMember[]; you?: string }) {
  const { t } = useTranslation();
  const reader = useCurrentLanguage();
  if (members.length === 0) return null;
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
    >
      {members.map((member) => (
        <Box component="li" key={member.id}>
          <Chip
            size="small"
            variant="outlined"
            label={t(member.id === you ? 'game.team.memberYou' : 'game.team.member', {
              name: memberName(t, members, member.id, member.nickname),
              lang: isLanguage(member.lang) ? languageName(member.lang, reader) : member.lang,
            })}
          />
        </Box>
      ))}
    </Box>
  );
}
