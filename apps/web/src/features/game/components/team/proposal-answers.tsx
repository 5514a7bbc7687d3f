import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProposalView } from '@coulisses/shared/game/game.schema';

/** A proposed accusation's answers, each question's prompt above the answer given. */
export function ProposalAnswers({ answers }: { answers: ProposalView['answers'] }) {
  return (
    <Box component="dl" sx={{ m: 0, mb: 2 }}>
      {answers.map((answer) => (
        <Box key={answer.questionId} sx={{ mb: 1 }}>
          <Typography component="dt" color="text.secondary">
            {answer.prompt}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {answer.given}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
