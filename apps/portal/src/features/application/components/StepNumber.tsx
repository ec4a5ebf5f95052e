// The filled circle with a step's number before the step's text in the application's numbered lists (how
// to file a PDF form, what to do after sending an application). Decoration only: the list is an <ol>, so
// assistive technology says the number itself.
import { Circle, type CircleProps } from '@chakra-ui/react';

export function StepNumber({ number, size }: { number: number; size: CircleProps['size'] }) {
  return (
    <Circle
      size={size}
      bg="brand.solid"
      color="brand.contrast"
      fontWeight="bold"
      textStyle="sm"
      flexShrink={0}
      aria-hidden="true"
    >
      {number}
    </Circle>
  );
}
