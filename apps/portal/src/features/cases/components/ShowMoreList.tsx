// portal-spec §2 Case details: the case history and documents-status lists show 3 items, and 'show more'
// adds 3 each time. Focus moves to the first item that appeared, so a keyboard user reads on from there.
import { Box, Button, chakra } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronDownIcon, focusRing } from '@portal/ui';

export const SHOW_MORE_STEP = 3;

export interface ShowMoreListProps<T> {
  items: readonly T[];
  itemKey: (item: T, index: number) => string | number;
  renderItem: (item: T) => ReactNode;
  /** The accessible name of the list. */
  label: string;
  step?: number;
}

export function ShowMoreList<T>({
  items,
  itemKey,
  renderItem,
  label,
  step = SHOW_MORE_STEP,
}: ShowMoreListProps<T>) {
  const [shown, setShown] = useState(step);
  const focusIndex = useRef<number | null>(null);
  const itemRefs = useRef(new Map<number, HTMLLIElement>());
  const visible = items.slice(0, shown);
  const remaining = items.length - visible.length;

  useEffect(() => {
    if (focusIndex.current === null) return;
    itemRefs.current.get(focusIndex.current)?.focus();
    focusIndex.current = null;
  }, [shown]);

  const remainingText = plural(remaining, {
    one: 'jeszcze # pozycja',
    few: 'jeszcze # pozycje',
    many: 'jeszcze # pozycji',
    other: 'jeszcze # pozycji',
  });

  return (
    <Box>
      <chakra.ul aria-label={label} listStyleType="none" m="0" p="0">
        {visible.map((item, index) => (
          <chakra.li
            key={itemKey(item, index)}
            ref={(element: HTMLLIElement | null) => {
              if (element) itemRefs.current.set(index, element);
              else itemRefs.current.delete(index);
            }}
            tabIndex={-1}
            py="3"
            borderTopWidth={index === 0 ? '0' : '1px'}
            borderColor="border.muted"
            outline="none"
            _focusVisible={focusRing('2px')}
          >
            {renderItem(item)}
          </chakra.li>
        ))}
      </chakra.ul>
      {remaining > 0 ? (
        <Button
          variant="outline"
          size="sm"
          mt="2"
          onClick={() => {
            focusIndex.current = shown;
            setShown((value) => value + step);
          }}
        >
          <ChevronDownIcon />
          <Trans>Pokaż więcej</Trans>{' '}
          <chakra.span color="fg.muted" fontWeight="normal">
            ({remainingText})
          </chakra.span>
        </Button>
      ) : null}
    </Box>
  );
}
