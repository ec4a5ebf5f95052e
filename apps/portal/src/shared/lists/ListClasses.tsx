// Hydration: a long list drawn with Chakra's components resolves the same style props (and, for a Badge or
// a Link, the same recipe) once per element of every row: Chakra UI's https://github.com/chakra-ui/chakra-ui/issues/10878 measured recipe components
// in tables at 4-6 times their necessary mount cost, and the case cards were most of the case list's first
// commit on a phone. A list instead resolves each of its parts' styles once, into class names (the same
// emotion cache, so the same CSS Chakra would insert), and its rows are plain elements with those classes.
import { useChakraContext, type SystemStyleObject } from '@chakra-ui/react';
import { ClassNames } from '@emotion/react';
import { unbreakableParts } from '@portal/ui';
import type { ReactNode } from 'react';

export interface ListClassesProps<Part extends string> {
  /** Each part's styles, as Chakra's style props or a recipe's result. */
  styles: Record<Part, SystemStyleObject>;
  children: (classes: Record<Part, string>) => ReactNode;
}

/** Renders `children` with one class name per part, each resolved once for the whole list. */
export function ListClasses<Part extends string>({ styles, children }: ListClassesProps<Part>) {
  const system = useChakraContext();
  return (
    <ClassNames>
      {({ css }) => {
        const classes = {} as Record<Part, string>;
        for (const part of Object.keys(styles) as Part[]) classes[part] = css(system.css(styles[part]));
        return children(classes);
      }}
    </ClassNames>
  );
}

/** KeepTogether's text with a list's class for the parts kept on one line (white-space: nowrap). */
export function keepTogetherIn(text: string, nowrapClass: string | undefined): ReactNode {
  return unbreakableParts(text).map((part, index) =>
    part.keep ? (
      // Parts have no identity but their place in the text.
      <span key={index} className={nowrapClass}>
        {part.text}
      </span>
    ) : (
      part.text
    ),
  );
}
