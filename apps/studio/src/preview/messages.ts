// The messages between the studio and its preview iframe (preview.html).
import type { FormEntry, FormUi } from '@portal/form-catalog';

export interface RenderRequest {
  readonly type: 'render';
  readonly entry: Pick<FormEntry, 'id' | 'title' | 'version' | 'description'>;
  readonly schema: Record<string, unknown>;
  readonly ui: FormUi;
  /** URL of the schema's precompiled validator module (server/plugin.ts). */
  readonly validator: string;
  /** The answers to start from (a fixture's data) or {} for an empty form. */
  readonly data: Record<string, unknown>;
  /** 'YYYY-MM-DD' of the date rules (the fixture's day), or undefined for today. */
  readonly today: string | undefined;
  /** 0..steps-1 a step, steps.length the summary ("Sprawdź swoje odpowiedzi"). */
  readonly stepIndex: number;
  /** Changes whenever anything changes: the wizard is drawn again (in place when `keepAnswers`). */
  readonly revision: number;
  /**
   * Only the edited files changed: the wizard shown takes the new files and goes on with the
   * answers typed into it, its step and focus, instead of starting from `data` and `stepIndex`.
   */
  readonly keepAnswers: boolean;
}

export interface AxeRequest {
  readonly type: 'axe';
  readonly id: number;
}

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly helpUrl: string;
  readonly targets: readonly string[];
}

export type FrameMessage =
  | { readonly type: 'ready' }
  | { readonly type: 'rendered'; readonly revision: number }
  | { readonly type: 'render-error'; readonly revision: number; readonly message: string }
  | { readonly type: 'axe-result'; readonly id: number; readonly violations: readonly AxeViolation[] }
  /** The answers as the wizard keeps them in its draft (written ~500 ms after the last change). */
  | { readonly type: 'data'; readonly data: Record<string, unknown> };

export type StudioMessage = RenderRequest | AxeRequest;
