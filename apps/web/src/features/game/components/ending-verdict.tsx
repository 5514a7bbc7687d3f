import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameResult } from '@coulisses/shared/game/game.schema';
import { CloseIcon } from '../../../components/close-icon';
import { FolderIcon } from './folder-icons';

const TITLES = {
  solved: 'game.result.solvedTitle',
  unsolved: 'game.result.unsolvedTitle',
  none: 'game.result.overTitle',
} as const;

/** Each question of the accusation, right or wrong, with the right answer. */
function Answers({ result }: { result: GameResult }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" className="ending-verdict__answers" aria-label={t('game.result.answers')}>
      {result.answers.map((answer) => (
        <li key={answer.questionId} data-right={answer.right}>
          <Typography sx={{ font: 'inherit', fontWeight: 700 }}>{answer.prompt}</Typography>
          <Typography sx={{ font: 'inherit' }}>
            {answer.right ? (
              <FolderIcon kind="solved" fontSize="small" className="ending-verdict__mark" />
            ) : (
              <CloseIcon aria-hidden="true" fontSize="small" className="ending-verdict__mark" />
            )}
            {answer.right
              ? t('game.result.right', { answer: answer.expected })
              : answer.given
                ? t('game.result.wrong', { given: answer.given, answer: answer.expected })
                : t('game.result.unanswered', { answer: answer.expected })}
          </Typography>
        </li>
      ))}
    </Box>
  );
}

/**
 * The ending's first word (docs/product.md#accusation): whether the case is solved — every
 * answer right — or not, then the accusation's envelope opened, each answer judged. A
 * player who never accused reads the answers they did not give.
 */
export function EndingVerdict({ result }: { result: GameResult }) {
  const { t } = useTranslation();
  const titleId = useId();
  const wrong = result.answers.filter((answer) => !answer.right).length;
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      className={`ending-verdict ending-verdict--${result.verdict}`}
      data-testid="ending-verdict"
      data-verdict={result.verdict}
    >
      <Typography id={titleId} variant="h4" component="h2" className="ending-verdict__title">
        {t(TITLES[result.verdict])}
      </Typography>
      {result.verdict !== 'none' && (
        <Typography className="ending-verdict__lead" data-testid="verdict-lead">
          {result.verdict === 'solved'
            ? t('game.result.solvedLead')
            : t('game.result.unsolvedLead', { count: wrong, total: result.answers.length })}
        </Typography>
      )}
      <Answers result={result} />
    </Box>
  );
}
