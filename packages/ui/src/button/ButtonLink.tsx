// A link that looks like a button: the theme's button recipe on a real <a>. Chakra's <Button asChild>
// would also work, but it puts type="button" on the anchor, which is not valid HTML for a link.
import type { ForwardRefExoticComponent, RefAttributes } from 'react';
import { createRecipeContext, type HTMLChakraProps, type RecipeProps } from '@chakra-ui/react';

const { withContext } = createRecipeContext({ key: 'button' });

export type ButtonLinkProps = HTMLChakraProps<'a', RecipeProps<'button'>>;

// Annotated because the inferred type names Chakra's generated recipe types by a path no other package can
// import, and the declaration the apps type-check against must name it.
export const ButtonLink: ForwardRefExoticComponent<ButtonLinkProps & RefAttributes<HTMLAnchorElement>> =
  withContext<HTMLAnchorElement, ButtonLinkProps>('a', { defaultProps: {} });
