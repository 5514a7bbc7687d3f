import { useTranslation } from 'react-i18next';
import { ORDER_ITEMS } from '@coulisses/shared/scenario/scenario.schema';
import { AnswerBox } from './answer-box';
import { ItemListEditor } from './item-list-editor';

/**
 * An order lock (content/README.md `order`): 3 to 8 items listed in the right order — the
 * list is the answer, the player sees it shuffled — each with its words.
 */
export function OrderLockFields({ index }: { index: number }) {
  const { t } = useTranslation();
  return (
    <AnswerBox note={t('cases.locks.order.note')}>
      <ItemListEditor index={index} list="items" min={ORDER_ITEMS.min} max={ORDER_ITEMS.max} ordered />
    </AnswerBox>
  );
}
