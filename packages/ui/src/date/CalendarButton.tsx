// The portal's one date picker (portal-spec §1): a calendar button beside a date typed as DD.MM.YYYY. The
// calendar itself (Chakra's DatePicker, CalendarPicker.tsx: ~26 KB gzip with its date library) is loaded
// when the button is first pressed, and asked for as soon as the pointer or the focus reaches it, so a
// screen with date filters does not carry it in its first view. Until then the button is a
// plain button that looks the same; pressed, it becomes the picker's own button and the calendar opens.
import { chakra, IconButton } from '@chakra-ui/react';
import { useState } from 'react';
import { CalendarIcon } from './CalendarIcon.tsx';
import type { CalendarPicker } from './CalendarPicker.tsx';

export interface CalendarButtonProps {
  /** The field's value: 'YYYY-MM-DD' when a whole date is there (the calendar opens on it), else anything. */
  value: string | undefined;
  /** Called with the picked day as 'YYYY-MM-DD'. */
  onPick: (iso: string) => void;
  /** The earliest and latest day that can be picked, 'YYYY-MM-DD'. */
  min?: string | undefined;
  max?: string | undefined;
  /** The button's accessible name, e.g. 'Wybierz datę płatności od z kalendarza'. */
  label: string;
  disabled?: boolean | undefined;
  /**
   * Days that cannot be picked besides those outside min and max, given as 'YYYY-MM-DD' (e.g. the
   * preferred dates of a visit: weekends and public holidays, as the field's rule refuses them).
   */
  isDateUnavailable?: ((iso: string) => boolean) | undefined;
  /**
   * The button takes the whole height of the row it sits in, square: beside an input in a stretching row
   * it is as tall as the input and level with it (the date picker's own trigger is a small 24 px box).
   */
  fillHeight?: boolean | undefined;
}

type Picker = typeof CalendarPicker;

const loadPicker = (): Promise<Picker> =>
  import('./CalendarPicker.tsx').then((module) => module.CalendarPicker);

export function CalendarButton(props: CalendarButtonProps) {
  const [picker, setPicker] = useState<{ Picker: Picker } | null>(null);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState(false);
  if (picker) return <picker.Picker {...props} open={open} onOpenChange={setOpen} />;

  const press = () => {
    setLoading(true);
    loadPicker().then(
      (Picker) => setPicker({ Picker }),
      // Offline: the button stays as it is, and the date can still be typed; a press later tries again.
      () => setLoading(false),
    );
  };
  const approach = () => {
    loadPicker().catch(() => undefined);
  };
  return <PlainCalendarButton {...props} onPress={press} onApproach={approach} busy={loading} />;
}

interface PlainCalendarButtonProps extends CalendarButtonProps {
  onPress: () => void;
  /** The pointer or the focus has reached the button: a press may follow. */
  onApproach: () => void;
  busy: boolean;
}

/** The picker's button before its calendar is loaded, in the same place and look as the picker's own. */
function PlainCalendarButton({
  label,
  disabled,
  fillHeight,
  onPress,
  onApproach,
  busy,
}: PlainCalendarButtonProps) {
  return (
    <chakra.div display="flex" flexShrink={0} {...(fillHeight ? { alignSelf: 'stretch' } : {})}>
      <IconButton
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-busy={busy || undefined}
        {...(fillHeight ? { h: 'full', w: 'auto', aspectRatio: 'square' } : {})}
        variant="outline"
        borderColor="border.emphasized"
        borderRadius="l1"
        bg="bg.panel"
        color="fg"
        disabled={disabled}
        onClick={onPress}
        onPointerEnter={onApproach}
        onFocus={onApproach}
      >
        <CalendarIcon />
      </IconButton>
    </chakra.div>
  );
}
