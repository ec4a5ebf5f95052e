// A link that looks like a button: the theme's button recipe on a real <a>. Chakra's <Button asChild>
// would also work, but it puts type="button" on the anchor, which is not valid HTML for a link.
import { createRecipeContext, type HTMLChakraProps, type RecipeProps } from '@chakra-ui/react';

const { withContext } = createRecipeContext({ key: 'button' });

export type ButtonLinkProps = HTMLChakraProps<'a', RecipeProps<'button'>>;

export const ButtonLink = withContext<HTMLAnchorElement, ButtonLinkProps>('a', { defaultProps: {} });
