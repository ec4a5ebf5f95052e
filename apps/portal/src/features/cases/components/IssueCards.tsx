// portal-spec §2 Case list on mobile (below md): a card per case with a see-details link.
// Hydration: the cards are plain elements whose classes are resolved once for the list (ListClasses), not
// some thirty Chakra components a card, each resolving its style props (and the Badge's and the Link's
// recipes) again: they were most of the case list's first commit on a phone.
import { useRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { IssueListItem } from '@portal/api-contract';
import { ArrowRightIcon, BellIcon, formatDate, SparkleIcon } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { keepTogetherIn, ListClasses } from '../../../shared/lists/ListClasses.tsx';
import { rowAccent, rowBackground } from './IssueRowCues.tsx';
import { statusBadgeLooks, statusBadgeVariant, statusPalette } from './StatusBadge.tsx';

type Classes = Record<string, string>;

/** 'ul. Lipowa 12, 05-500 Piaseczno': the street on one line, the postcode and town on the next (AddressText). */
function CardAddress({ address, classes }: { address: string; classes: Classes }) {
  const keepTogether = (text: string) => keepTogetherIn(text, classes.nowrap);
  const comma = address.indexOf(', ');
  if (comma < 0) return keepTogether(address);
  return (
    <>
      <span className={classes.line}>{keepTogether(address.slice(0, comma + 1))}</span>{' '}
      <span className={classes.lineNowrap}>{address.slice(comma + 2)}</span>
    </>
  );
}

function CardField({
  label,
  children,
  wide = false,
  classes,
}: {
  label: ReactNode;
  children: ReactNode;
  wide?: boolean;
  classes: Classes;
}) {
  return (
    <div className={wide ? classes.wide : undefined}>
      <dt className={classes.term}>{label}</dt>
      <dd className={classes.value}>{children}</dd>
    </div>
  );
}

/** The looks of each part of a card, for the palettes and cues the listed cases need. */
function useCardStyles(issues: readonly IssueListItem[]): Record<string, SystemStyleObject> {
  const badge = useRecipe({ key: 'badge' });
  const heading = useRecipe({ key: 'heading' });
  const link = useRecipe({ key: 'link' });
  const card = {
    bg: 'bg.panel',
    borderRadius: 'xl',
    borderWidth: '1px',
    borderColor: 'border.muted',
    borderLeftWidth: '4px',
    borderLeftColor: 'border.muted',
    boxShadow: 'sm',
    p: '4',
  };
  const cue = { ...badge({ variant: 'solid', size: 'sm' }), borderRadius: 'full', gap: '1' };
  const styles: Record<string, SystemStyleObject> = {
    list: { listStyleType: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '3' },
    caption: { textStyle: 'xs', color: 'fg.muted', fontWeight: 'medium' },
    number: { ...heading(), textStyle: 'lg', fontWeight: 'bold', color: 'brand.fg', whiteSpace: 'nowrap' },
    tags: { display: 'flex', gap: '1.5', flexWrap: 'wrap', alignItems: 'center', mt: '2', mb: '4' },
    cues: { display: 'flex', gap: '1.5', flexWrap: 'wrap' },
    notification: { ...cue, colorPalette: 'red' },
    recent: { ...cue, colorPalette: 'brand' },
    facts: { display: 'grid', gridTemplateColumns: 'repeat(2,minmax(0,1fr))', gap: '3', m: '0' },
    wide: { gridColumn: '1 / -1' },
    term: { textStyle: 'xs', color: 'fg.muted', fontWeight: 'medium' },
    value: { textStyle: 'sm', m: '0' },
    line: { display: 'block' },
    lineNowrap: { display: 'block', whiteSpace: 'nowrap' },
    nowrap: { whiteSpace: 'nowrap' },
    details: {
      ...link(),
      mt: '4',
      fontWeight: 'semibold',
      color: 'brand.fg',
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1.5',
      minH: '11',
    },
    srOnly: { srOnly: true },
  };
  for (const issue of issues) {
    const accent = rowAccent(issue);
    styles[`card:${accent}`] ??= { ...card, bg: rowBackground(issue) ?? 'bg.panel', borderLeftColor: accent };
    const palette = statusPalette(issue.status);
    styles[`status:${palette}`] ??= {
      ...badge(statusBadgeVariant),
      ...statusBadgeLooks,
      colorPalette: palette,
    };
  }
  return styles;
}

export function IssueCards({ issues, label }: { issues: readonly IssueListItem[]; label: string }) {
  const { t } = useLingui();
  const styles = useCardStyles(issues);
  // The texts every card repeats, translated once for the list.
  const text = {
    caseNumber: t`Numer sprawy`,
    notification: t`Powiadomienie`,
    recent: t`Nowa`,
    type: t`Rodzaj sprawy`,
    filed: t`Data złożenia wniosku`,
    address: t`Adres`,
    client: t`Nazwa klienta`,
    barcode: t`Numer kodu kreskowego`,
    details: t`Zobacz szczegóły`,
  };
  return (
    <ListClasses styles={styles}>
      {(classes) => (
        <ul aria-label={label} className={classes.list}>
          {issues.map((issue) => (
            <li key={issue.id} className={classes[`card:${rowAccent(issue)}`]}>
              <p className={classes.caption}>{text.caseNumber}</p>
              <h3 className={classes.number}>{issue.number}</h3>
              <div className={classes.tags}>
                <span className={classes[`status:${statusPalette(issue.status)}`]}>{issue.status}</span>
                {issue.notification || issue.recent ? (
                  <div className={classes.cues}>
                    {issue.notification ? (
                      <span className={classes.notification}>
                        <BellIcon />
                        {text.notification}
                      </span>
                    ) : null}
                    {issue.recent ? (
                      <span className={classes.recent}>
                        <SparkleIcon />
                        {text.recent}
                      </span>
                    ) : null}
                  </div>
                ) : null}
              </div>
              <dl className={classes.facts}>
                <CardField label={text.type} classes={classes}>
                  {issue.type}
                </CardField>
                <CardField label={text.filed} classes={classes}>
                  {formatDate(issue.registrationDate)}
                </CardField>
                <CardField label={text.address} wide classes={classes}>
                  <CardAddress address={issue.address} classes={classes} />
                </CardField>
                <CardField label={text.client} classes={classes}>
                  {issue.client}
                </CardField>
                <CardField label={text.barcode} classes={classes}>
                  {issue.barcode}
                </CardField>
              </dl>
              <Link
                to="/lista-spraw/$issueId"
                params={{ issueId: String(issue.id) }}
                className={classes.details}
              >
                {text.details} <span className={classes.srOnly}>{t`sprawy ${issue.number}`}</span>
                <ArrowRightIcon />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ListClasses>
  );
}
