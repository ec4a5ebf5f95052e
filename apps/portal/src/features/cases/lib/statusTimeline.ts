// portal-spec §4 Case statuses: the timeline of the case details per status value.
//   'Zgłoszenie'              step 1 active
//   'W realizacji'            step 2 active, first line green
//   'Anulowane'               application and implementation ok, third step error 'canceled', second line red
//   'Zakończenie realizacji'  all ok, third step active, status icon shown
//   'Zgłoszenie przyjęte'     ok with icon, no timeline
//   others                    default grey
import { IssueStatus } from '@portal/api-contract/plain';

export type StepState = 'default' | 'active' | 'ok' | 'error';
export type LineState = 'default' | 'ok' | 'error';

/** The three steps: application, implementation, completion. */
export type StepId = 'application' | 'implementation' | 'completion';
export const STEP_IDS: readonly StepId[] = ['application', 'implementation', 'completion'];

export interface StepsTimeline {
  kind: 'steps';
  steps: readonly [StepState, StepState, StepState];
  /** Line 1 joins steps 1 and 2, line 2 joins steps 2 and 3. */
  lines: readonly [LineState, LineState];
  /** The third step shows 'Anulowane' instead of the completion label. */
  canceled: boolean;
  /** A status icon next to the current status. */
  statusIcon: boolean;
}

export type StatusTimeline = StepsTimeline | { kind: 'accepted' };

const greyTimeline: StepsTimeline = {
  kind: 'steps',
  steps: ['default', 'default', 'default'],
  lines: ['default', 'default'],
  canceled: false,
  statusIcon: false,
};

export function statusTimeline(status: string): StatusTimeline {
  switch (status) {
    case IssueStatus.submitted:
      return { ...greyTimeline, steps: ['active', 'default', 'default'] };
    case IssueStatus.inProgress:
      return { ...greyTimeline, steps: ['ok', 'active', 'default'], lines: ['ok', 'default'] };
    case IssueStatus.canceled:
      return { ...greyTimeline, steps: ['ok', 'ok', 'error'], lines: ['ok', 'error'], canceled: true };
    case IssueStatus.completed:
      return { ...greyTimeline, steps: ['ok', 'ok', 'active'], lines: ['ok', 'ok'], statusIcon: true };
    case IssueStatus.accepted:
      return { kind: 'accepted' };
    default:
      return greyTimeline;
  }
}
