import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A heading a problem's link can focus for each of the fields it stands for: the item in
 * scenario.json, and the item's texts in each language (fieldId of each), one element per
 * id, nested, so that a problem named at the item itself lands here (docs/product.md#case-editor).
 */
export function AnchoredHeading({
  ids,
  children,
  ...props
}: { ids: readonly string[]; children: ReactNode } & Omit<TypographyProps, 'id' | 'children'>) {
  const [outer, ...inner] = ids;
  const content = inner.reduceRight<ReactNode>(
    (nested, id) => (
      <span id={id} tabIndex={-1}>
        {nested}
      </span>
    ),
    children,
  );
  return (
    <Typography id={outer} tabIndex={-1} {...props}>
      {content}
    </Typography>
  );
}
