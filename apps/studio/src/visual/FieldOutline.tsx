// The outline of the form: steps and their fields to select, each movable among its siblings
// by dragging (native HTML5 drag and drop) or by its "Przenieś wyżej/niżej" buttons, the way for the
// keyboard and for screen readers.
import { Box, Button, Flex, IconButton, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type DragEvent, type ReactNode } from 'react';
import { ArrowDownIcon, ArrowUpIcon } from '@portal/ui';
import type { OutlineField, OutlineStep } from './outline.ts';

export interface FieldOutlineProps {
  readonly steps: readonly OutlineStep[];
  readonly selected: string | null;
  readonly selectedStep: number;
  readonly onSelectField: (field: OutlineField, step: OutlineStep) => void;
  readonly onSelectStep: (step: OutlineStep) => void;
  readonly onMoveField: (field: OutlineField, to: number) => void;
  readonly onMoveStep: (from: number, to: number) => void;
}

/** What is dragged: a step by its index, or a field by its pointer (dropped only among its siblings). */
type Dragged = { readonly step: number } | { readonly field: OutlineField };

export function FieldOutline(props: FieldOutlineProps) {
  const { t } = useLingui();
  const { steps, selectedStep, onSelectStep, onMoveStep } = props;
  const [dragged, setDragged] = useState<Dragged | null>(null);
  return (
    <Box as="ol" listStyleType="none" m="0" p="0" aria-label={t`Kroki i pola formularza`}>
      {steps.map((step) => (
        <Box as="li" key={`${step.index}:${step.id}`} mb="2">
          <Row
            testId={`krok-${step.id}`}
            label={t`Krok ${step.index + 1}: ${step.title}`}
            selected={selectedStep === step.index && props.selected === null}
            onSelect={() => onSelectStep(step)}
            moveLabels={{
              up: t`Przenieś krok wyżej: ${step.title}`,
              down: t`Przenieś krok niżej: ${step.title}`,
            }}
            canUp={step.index > 0}
            canDown={step.index < steps.length - 1}
            onMove={(delta) => onMoveStep(step.index, step.index + delta)}
            drag={{
              onStart: () => setDragged({ step: step.index }),
              accepts: dragged !== null && 'step' in dragged,
              onDrop: () => {
                if (dragged && 'step' in dragged) onMoveStep(dragged.step, step.index);
                setDragged(null);
              },
              onEnd: () => setDragged(null),
            }}
            strong
          />
          <Fields
            {...props}
            step={step}
            fields={step.fields}
            depth={1}
            dragged={dragged}
            setDragged={setDragged}
          />
        </Box>
      ))}
    </Box>
  );
}

function Fields({
  step,
  fields,
  depth,
  dragged,
  setDragged,
  ...props
}: FieldOutlineProps & {
  step: OutlineStep;
  fields: readonly OutlineField[];
  depth: number;
  dragged: Dragged | null;
  setDragged: (dragged: Dragged | null) => void;
}): ReactNode {
  const { t } = useLingui();
  if (fields.length === 0) return null;
  return (
    <Box as="ul" listStyleType="none" m="0" ps={depth === 1 ? '3' : '4'} borderStartWidth="1px">
      {fields.map((field, index) => (
        <Box as="li" key={field.pointer}>
          <Row
            testId={`pole-${field.pointer}`}
            label={field.label}
            detail={field.name}
            selected={props.selected === field.pointer}
            onSelect={() => props.onSelectField(field, step)}
            moveLabels={{ up: t`Przenieś wyżej: ${field.label}`, down: t`Przenieś niżej: ${field.label}` }}
            canUp={index > 0}
            canDown={index < fields.length - 1}
            onMove={(delta) => props.onMoveField(field, field.order.names.indexOf(field.name) + delta)}
            drag={{
              onStart: () => setDragged({ field }),
              accepts:
                dragged !== null &&
                'field' in dragged &&
                dragged.field.order.path.join('/') === field.order.path.join('/'),
              onDrop: () => {
                if (dragged && 'field' in dragged)
                  props.onMoveField(dragged.field, field.order.names.indexOf(field.name));
                setDragged(null);
              },
              onEnd: () => setDragged(null),
            }}
          />
          <Fields
            {...props}
            step={step}
            fields={field.children}
            depth={depth + 1}
            dragged={dragged}
            setDragged={setDragged}
          />
        </Box>
      ))}
    </Box>
  );
}

interface RowProps {
  readonly testId: string;
  readonly label: string;
  readonly detail?: string;
  readonly selected: boolean;
  readonly onSelect: () => void;
  /** The move buttons' names, saying what they move. */
  readonly moveLabels: { readonly up: string; readonly down: string };
  readonly canUp: boolean;
  readonly canDown: boolean;
  readonly onMove: (delta: -1 | 1) => void;
  readonly drag: {
    readonly onStart: () => void;
    readonly accepts: boolean;
    readonly onDrop: () => void;
    readonly onEnd: () => void;
  };
  readonly strong?: boolean;
}

function Row({
  testId,
  label,
  detail,
  selected,
  onSelect,
  moveLabels,
  canUp,
  canDown,
  onMove,
  drag,
  strong,
}: RowProps) {
  const [over, setOver] = useState(false);
  const dragOver = (event: DragEvent) => {
    if (!drag.accepts) return;
    event.preventDefault();
    setOver(true);
  };
  return (
    <Flex
      data-testid={testId}
      align="center"
      gap="1"
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        // Firefox starts a drag only with data set.
        event.dataTransfer.setData('text/plain', label);
        drag.onStart();
      }}
      onDragOver={dragOver}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        // Only among siblings (a browser drops only where dragover agreed; this holds for any other caller).
        if (drag.accepts) drag.onDrop();
        else drag.onEnd();
      }}
      onDragEnd={drag.onEnd}
      borderTopWidth="2px"
      borderTopColor={over ? 'brand.solid' : 'transparent'}
      cursor="grab"
    >
      <Button
        size="xs"
        variant={selected ? 'subtle' : 'ghost'}
        colorPalette={selected ? 'brand' : 'gray'}
        aria-pressed={selected}
        onClick={onSelect}
        flex="1"
        minW="0"
        justifyContent="flex-start"
        fontWeight={strong ? 'semibold' : 'normal'}
      >
        <Text as="span" truncate>
          {label}
        </Text>
        {detail ? (
          <Text as="span" color="fg.muted" fontFamily="mono" fontSize="2xs" truncate>
            {detail}
          </Text>
        ) : null}
      </Button>
      <MoveButton label={moveLabels.up} disabled={!canUp} onClick={() => onMove(-1)} up />
      <MoveButton label={moveLabels.down} disabled={!canDown} onClick={() => onMove(1)} />
    </Flex>
  );
}

function MoveButton({
  label,
  disabled,
  onClick,
  up = false,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  up?: boolean;
}) {
  return (
    <IconButton size="2xs" variant="ghost" aria-label={label} disabled={disabled} onClick={onClick}>
      {up ? <ArrowUpIcon /> : <ArrowDownIcon />}
    </IconButton>
  );
}
