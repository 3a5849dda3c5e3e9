import type { AiTaskType, Recommendation } from '@atelier/contract';
import { AI_TOOLS_DIRECTORY } from './directory';

/** This platform's own tools a recommendation may point to, by their in-app route. */
export const PLATFORM_TOOLS = [
  { name: 'Atelier Text Generation', path: '/text-generation' },
  { name: 'Atelier Image & Video Generation', path: '/image-generation' },
  { name: 'Atelier Product Ad Generation', path: '/product-ads' },
] as const;

type Pick = Omit<Recommendation, 'task_type' | 'url'>;

/**
 * One pick per task-type card. External picks name a directory tool (their url comes from the
 * directory); platform picks carry the route of the page that does the job here.
 */
const PICKS: Record<AiTaskType, Pick> = {
  data_analytics: {
    tool: 'Julius AI',
    provider: 'Julius AI',
    model: 'Julius analysis agent (GPT and Claude models)',
    reason:
      'Upload a CSV, Excel file or connect a database and ask questions in plain English: Julius writes and runs the Python, then returns charts, regressions and forecasts you can inspect. It needs no BI setup, so it suits one-off analyses; teams already on Power BI or Tableau should try their built-in Copilot or Pulse instead.',
  },
  text_generation: {
    tool: 'Atelier Text Generation',
    provider: 'OpenAI (via Atelier)',
    model: 'GPT-4o',
    platform_path: '/text-generation',
    reason:
      "The platform's own text tool drafts articles, emails and summaries with GPT-4o by default, and lets you switch to Claude Sonnet 4.5 or Gemini 2.5 Pro without leaving the page. Results are charged from your existing credits and saved with your other creations.",
  },
  media_generation: {
    tool: 'Atelier Image & Video Generation',
    provider: 'Black Forest Labs and MiniMax (via Replicate)',
    model: 'FLUX 1.1 Pro (images), Hailuo-02 (video)',
    platform_path: '/image-generation',
    reason:
      "The platform's own generators cover both stills and motion: FLUX 1.1 Pro gives detailed, prompt-faithful images in several aspect ratios, and Hailuo-02 turns text into short, smooth videos. Everything is billed in the same credits and kept in your creations, so there is no extra subscription.",
  },
  automation: {
    tool: 'n8n',
    provider: 'n8n',
    model: 'Any LLM through the AI Agent node (e.g. GPT-4o, Claude Sonnet 4.5)',
    reason:
      'n8n chains hundreds of app integrations with AI agent steps in a visual editor, and you can drop into JavaScript or Python where a node is not enough. It can be self-hosted for free, so sensitive data stays on your servers and high-volume workflows are not billed per task.',
  },
  code_generation: {
    tool: 'Claude Code',
    provider: 'Anthropic',
    model: 'Claude Sonnet 4.5',
    reason:
      'Claude Code works on your whole repository from the terminal or IDE: it reads the code, plans a change across several files, runs your tests and fixes what fails. Claude Sonnet 4.5 is among the strongest models on real-world coding benchmarks such as SWE-bench Verified.',
  },
  business_ecommerce: {
    tool: 'Atelier Product Ad Generation',
    provider: 'Black Forest Labs and MiniMax (via Replicate)',
    model: 'FLUX 1.1 Pro (images), Hailuo-02 (video)',
    platform_path: '/product-ads',
    reason:
      "Start from a single product photo and get image and video ads ready for your store and social channels, without a photo shoot. For listing copy, pair it with the platform's text generation; for large ad-testing programmes, AdCreative.ai in the directory adds performance scoring.",
  },
  hr_recruitment: {
    tool: 'Paradox',
    provider: 'Paradox',
    model: 'Olivia conversational recruiting assistant',
    reason:
      "Paradox's assistant Olivia answers candidates by text or chat, screens them against your requirements and books interviews straight into hiring managers' calendars, which removes most of the back-and-forth in high-volume hiring. For writing the job posts themselves, Textio (in the directory) checks wording for inclusiveness and effectiveness.",
  },
  ai_development: {
    tool: 'LangSmith',
    provider: 'LangChain',
    model: 'Model-agnostic (OpenAI, Anthropic, Gemini or open-weight models)',
    reason:
      'LangSmith traces every LLM call, tool call and retrieval step of your application, then lets you run evaluations on datasets and compare prompt or model changes before shipping. It works with or without the LangChain and LangGraph frameworks, so you keep whichever model provider fits your cost and quality targets.',
  },
  app_development: {
    tool: 'Bolt.new',
    provider: 'StackBlitz',
    model: 'Claude Sonnet (Anthropic)',
    reason:
      'Describe the app and Bolt.new generates a full-stack project that runs immediately in the browser, with a live preview you can keep refining by chat. You can edit the generated code directly, add a Supabase database and deploy in one click, so a prototype becomes a shareable app in an afternoon.',
  },
  seo_marketing: {
    tool: 'Surfer SEO',
    provider: 'Surfer',
    model: 'Content Score (NLP analysis of top-ranking pages) and Surfer AI writer',
    reason:
      'Surfer compares your draft with the pages that already rank for the target keyword and tells you which terms, headings and length are missing, scoring the draft live as you edit. Its AI writer can produce a first optimised article, and the audit flags existing pages worth updating.',
  },
};

const DIRECTORY_URLS = new Map(AI_TOOLS_DIRECTORY.map((tool) => [tool.name, tool.url]));

/** The recommendation shown when a task-type card is chosen. */
export function recommend(taskType: AiTaskType): Recommendation {
  const pick = PICKS[taskType];
  const url = DIRECTORY_URLS.get(pick.tool);
  return { task_type: taskType, ...pick, ...(url ? { url } : {}) };
}
