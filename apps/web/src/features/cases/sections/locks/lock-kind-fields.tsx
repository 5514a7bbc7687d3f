import { useCaseEditorContext } from '../../editor/case-editor-context';
import { ChoiceLockFields } from './choice-lock-fields';
import { CodeLockFields } from './code-lock-fields';
import { MatchLockFields } from './match-lock-fields';
import { OrderLockFields } from './order-lock-fields';
import { SpotLockFields } from './spot-lock-fields';
import { TextLockFields } from './text-lock-fields';

/** The fields of lock `index`'s own kind (content/README.md `locks[]`): exactly its schema's. */
export function LockKindFields({ index }: { index: number }) {
  const { editor } = useCaseEditorContext();
  switch (editor.objects.scenario.locks[index]?.kind) {
    case 'code':
      return <CodeLockFields index={index} />;
    case 'text':
      return <TextLockFields index={index} />;
    case 'choice':
      return <ChoiceLockFields index={index} />;
    case 'order':
      return <OrderLockFields index={index} />;
    case 'spot':
      return <SpotLockFields index={index} />;
    case 'match':
      return <MatchLockFields index={index} />;
    default:
      return null;
  }
}
