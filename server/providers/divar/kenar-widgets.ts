import 'server-only';
import type { AddonWidget, WidgetColor } from './types';

// Our widgets → the body of POST /v2/open-platform/addons/post/{token} (kenar-openapi.json AddonsCreatePostAddonV2Body,
// addonsWidget: one widget kind per element). Kenar validates lengths and refuses the whole add-on over a limit
// (kenar-docs widgets/*: evaluation_row segments ≤ 18 characters, score_row title ≤ 25 and descriptive score ≤ 17,
// title_row and button titles ≤ 49, description_row ≤ 200 unless expandable), so we check them before sending.

export const WIDGET_LIMITS = {
  evaluationSegment: 18,
  evaluationIndicator: 25,
  scoreTitle: 25,
  scoreDescriptive: 17,
  title: 49,
  subtitle: 200,
  description: 200,
  buttonTitle: 49,
} as const;

const COLOR: Record<WidgetColor, string> = {
  success: 'SUCCESS_PRIMARY',
  'success-soft': 'SUCCESS_SECONDARY',
  warning: 'WARNING_PRIMARY',
  'warning-soft': 'WARNING_SECONDARY',
  error: 'ERROR_PRIMARY',
};

/** Kenar counts characters (Unicode code points) the way users see them. */
export const widgetLength = (s: string): number => [...s].length;

/** Every way a widget list breaks Kenar's rules (developer English: these are our bugs, never the user's). */
export function widgetProblems(widgets: readonly AddonWidget[]): string[] {
  const problems: string[] = [];
  const limit = (what: string, s: string, max: number) => {
    if (!s.trim()) problems.push(`${what} is empty`);
    else if (widgetLength(s) > max) problems.push(`${what} has ${widgetLength(s)} characters (max ${max}): ${s}`);
  };
  const link = (what: string, s: string) => {
    if (!/^https?:\/\/\S+$/.test(s)) problems.push(`${what} is not an absolute link: ${s}`);
  };
  const percent = (what: string, n: number) => {
    if (!Number.isInteger(n) || n < 0 || n > 100) problems.push(`${what} must be a whole number 0–100: ${n}`);
  };
  if (widgets.length === 0) problems.push('an add-on needs at least one widget');
  widgets.forEach((w, i) => {
    const at = `widget ${i} (${w.type})`;
    switch (w.type) {
      case 'title':
        limit(`${at} text`, w.text, WIDGET_LIMITS.title);
        break;
      case 'subtitle':
        limit(`${at} text`, w.text, WIDGET_LIMITS.subtitle);
        break;
      case 'description':
        limit(`${at} text`, w.text, WIDGET_LIMITS.description);
        break;
      case 'evaluation':
        for (const side of ['right', 'middle', 'left'] as const) limit(`${at} ${side}`, w[side].text, WIDGET_LIMITS.evaluationSegment);
        limit(`${at} indicator text`, w.indicatorText, WIDGET_LIMITS.evaluationIndicator);
        percent(`${at} indicator`, w.indicatorPercent);
        break;
      case 'score':
        limit(`${at} title`, w.title, WIDGET_LIMITS.scoreTitle);
        if ((w.percentage === undefined) === (w.descriptive === undefined)) problems.push(`${at} needs exactly one of percentage and descriptive`);
        if (w.percentage !== undefined) percent(`${at} percentage`, w.percentage);
        if (w.descriptive !== undefined) limit(`${at} descriptive`, w.descriptive, WIDGET_LIMITS.scoreDescriptive);
        if (w.link !== undefined) link(`${at} link`, w.link);
        break;
      case 'button':
        limit(`${at} title`, w.title, WIDGET_LIMITS.buttonTitle);
        link(`${at} link`, w.link);
        break;
    }
  });
  return problems;
}

export interface KenarAddonBody {
  widgets: Array<Record<string, unknown>>;
}

function kenarWidget(w: AddonWidget): Record<string, unknown> {
  switch (w.type) {
    case 'title':
      return { title_row: { text: w.text } };
    case 'subtitle':
      return { subtitle_row: { text: w.text } };
    case 'description':
      return { description_row: { text: w.text, expandable: false } };
    case 'evaluation':
      return {
        evaluation_row: {
          indicator_text: w.indicatorText,
          indicator_percentage: w.indicatorPercent,
          right: { text: w.right.text, section_color: COLOR[w.right.color] },
          middle: { text: w.middle.text, section_color: COLOR[w.middle.color] },
          left: { text: w.left.text, section_color: COLOR[w.left.color] },
        },
      };
    case 'score':
      return {
        score_row: {
          title: w.title,
          ...(w.percentage !== undefined ? { percentage_score: w.percentage } : { descriptive_score: w.descriptive }),
          score_color: COLOR[w.color],
          ...(w.link ? { action: { open_direct_link: w.link } } : {}),
        },
      };
    case 'button':
      return { button_bar: { title: w.title, action: { open_direct_link: w.link } } };
  }
}

/** The add-on body Kenar takes (and the local Divar stores and renders). Throws on a widget Kenar would refuse. */
export function toKenarAddonBody(widgets: readonly AddonWidget[]): KenarAddonBody {
  const problems = widgetProblems(widgets);
  if (problems.length) throw new Error(`add-on widgets break Kenar's limits: ${problems.join('; ')}`);
  return { widgets: widgets.map(kenarWidget) };
}
