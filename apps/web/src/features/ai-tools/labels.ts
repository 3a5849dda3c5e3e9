import type { AiTaskType, AiToolCategory } from '@atelier/contract';

/** Message ids of the task cards (the contract's AI_TASK_TYPES in English): title and line. */
export const TASK_LABELS: Record<AiTaskType, { label: string; description: string }> = {
  data_analytics: {
    label: 'aiTools.taskDataAnalytics',
    description: 'aiTools.taskDataAnalyticsHint',
  },
  text_generation: {
    label: 'aiTools.taskTextGeneration',
    description: 'aiTools.taskTextGenerationHint',
  },
  media_generation: {
    label: 'aiTools.taskMediaGeneration',
    description: 'aiTools.taskMediaGenerationHint',
  },
  automation: { label: 'aiTools.taskAutomation', description: 'aiTools.taskAutomationHint' },
  code_generation: {
    label: 'aiTools.taskCodeGeneration',
    description: 'aiTools.taskCodeGenerationHint',
  },
  business_ecommerce: {
    label: 'aiTools.taskBusinessEcommerce',
    description: 'aiTools.taskBusinessEcommerceHint',
  },
  hr_recruitment: {
    label: 'aiTools.taskHrRecruitment',
    description: 'aiTools.taskHrRecruitmentHint',
  },
  ai_development: {
    label: 'aiTools.taskAiDevelopment',
    description: 'aiTools.taskAiDevelopmentHint',
  },
  app_development: {
    label: 'aiTools.taskAppDevelopment',
    description: 'aiTools.taskAppDevelopmentHint',
  },
  seo_marketing: { label: 'aiTools.taskSeoMarketing', description: 'aiTools.taskSeoMarketingHint' },
};

/** Message ids of the directory's categories (the contract's AI_TOOL_CATEGORIES in English). */
export const CATEGORY_LABELS: Record<AiToolCategory, string> = {
  data_analytics: 'aiTools.categoryDataAnalytics',
  text_generation: 'aiTools.categoryTextGeneration',
  media_generation: 'aiTools.categoryMediaGeneration',
  code_generation: 'aiTools.categoryCodeGeneration',
  automation: 'aiTools.categoryAutomation',
  seo_marketing: 'aiTools.categorySeoMarketing',
  translation: 'aiTools.categoryTranslation',
  testing: 'aiTools.categoryTesting',
};
