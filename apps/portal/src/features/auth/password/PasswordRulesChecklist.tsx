// The live checklist of the password rules (portal-spec §5) under a new-password field: each rule turns
// green as the password meets it. It is the field's helper text (aria-describedby), so a screen reader
// reads the rules with the field; the changing states are not announced on every keystroke.
import { Box, List, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircleIcon, KeepTogether } from '@portal/ui';
import type { MessageDescriptor } from '@lingui/core';
import { evaluatePasswordRules, PASSWORD_MIN_LENGTH, type PasswordRuleId } from './passwordRules.ts';

const labels: Record<PasswordRuleId, MessageDescriptor> = {
  length: msg`co najmniej ${PASSWORD_MIN_LENGTH} znaków`,
  lowercase: msg`mała litera`,
  uppercase: msg`wielka litera`,
  digit: msg`cyfra`,
  differsFromEmail: msg`inne niż adres e-mail`,
};

export interface PasswordRulesChecklistProps {
  password: string;
  /** The account's e-mail, for the 'not equal to the e-mail' rule; null leaves the rule out. */
  email: string | null;
}

export function PasswordRulesChecklist({ password, email }: PasswordRulesChecklistProps) {
  const { i18n, t } = useLingui();
  const rules = evaluatePasswordRules(password, email);
  return (
    <Box bg="bg.canvas" color="fg" borderRadius="md" px="4" py="3" textStyle="sm" w="full">
      <Text fontWeight="semibold" mb="1.5" color="fg">
        <Trans>Hasło musi zawierać:</Trans>
      </Text>
      <List.Root
        variant="plain"
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }}
        columnGap="4"
        rowGap="1"
      >
        {rules.map(({ rule, met }) => (
          <List.Item key={rule} alignItems="center" color={met ? 'fg.success' : 'fg.muted'}>
            <List.Indicator asChild>
              {met ? (
                <CheckCircleIcon boxSize="4" />
              ) : (
                <Box
                  boxSize="4"
                  borderRadius="full"
                  borderWidth="2px"
                  borderColor="currentColor"
                  aria-hidden="true"
                />
              )}
            </List.Indicator>
            {/* One flex item: as separate items, the space before "10 znaków" collapsed. */}
            <span>
              <KeepTogether>{i18n._(labels[rule])}</KeepTogether>
              <Text as="span" srOnly>
                {met ? t`– spełnione` : t`– niespełnione`}
              </Text>
            </span>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
