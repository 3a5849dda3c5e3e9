import type { AdminUserDetailResponse } from '@atelier/contract';
import { formatDateTime } from '../../../../lib/time';
import { DetailCard } from './detail-list';

type Usage = AdminUserDetailResponse['usage'];

/** Lifetime usage and today's image counters. */
export function UsagePanel({ usage }: { usage: Usage }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <DetailCard
        title="Usage"
        items={[
          ['AI prompts', usage.ai_prompts_used],
          ['Prompt generations', usage.prompt_generations],
          ['Workflows created', usage.workflows_created],
        ]}
      />
      <DetailCard
        title="Daily usage"
        items={[
          ['Free images', usage.daily_usage.image_generation],
          ['Premium images', usage.daily_usage.premium_image_generation],
          ['Last reset', formatDateTime(usage.daily_usage.last_reset)],
        ]}
      />
    </div>
  );
}
