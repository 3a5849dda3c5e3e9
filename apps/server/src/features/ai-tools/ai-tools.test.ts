import {
  AI_TASK_TYPE_VALUES,
  AI_TASK_TYPES,
  AI_TOOL_CATEGORIES,
  AI_TOOL_CATEGORY_VALUES,
  AiToolsResponse,
  Recommendation,
  RecommendQuery,
} from '@atelier/contract';
import { describe, expect, it } from 'vitest';
import { AI_TOOLS_DIRECTORY } from './directory';
import { PLATFORM_TOOLS, recommend } from './recommendations';

describe('the AI tools directory', () => {
  it('lists at least 80 tools and matches the contract', () => {
    expect(AI_TOOLS_DIRECTORY.length).toBeGreaterThanOrEqual(80);
    expect(AiToolsResponse.safeParse({ tools: AI_TOOLS_DIRECTORY }).success).toBe(true);
  });

  it('has no duplicate names or urls', () => {
    const names = AI_TOOLS_DIRECTORY.map((tool) => tool.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const urls = AI_TOOLS_DIRECTORY.map((tool) => tool.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it.each(AI_TOOL_CATEGORY_VALUES)('has at least 5 tools in %s', (category) => {
    expect(
      AI_TOOLS_DIRECTORY.filter((tool) => tool.category === category).length,
    ).toBeGreaterThanOrEqual(5);
  });

  it('gives every tool a description and an https url that parses', () => {
    for (const tool of AI_TOOLS_DIRECTORY) {
      expect(tool.description.length, tool.name).toBeGreaterThan(20);
      expect(new URL(tool.url).protocol, tool.name).toBe('https:');
    }
  });
});

describe('recommendations', () => {
  const directoryByName = new Map(AI_TOOLS_DIRECTORY.map((tool) => [tool.name, tool]));
  const platformPaths = new Map<string, string>(
    PLATFORM_TOOLS.map((tool) => [tool.name, tool.path]),
  );

  it.each(AI_TASK_TYPE_VALUES)('recommends a known tool for %s', (taskType) => {
    const rec = recommend(taskType);
    expect(Recommendation.parse(rec)).toEqual(rec);
    expect(rec.task_type).toBe(taskType);
    expect(rec.provider).not.toBe('');
    expect(rec.model).not.toBe('');
    expect(rec.reason.length).toBeGreaterThan(80);

    const external = directoryByName.get(rec.tool);
    if (external) {
      expect(rec.url).toBe(external.url);
      expect(rec.platform_path).toBeUndefined();
    } else {
      expect(rec.platform_path).toBeDefined();
      expect(platformPaths.get(rec.tool)).toBe(rec.platform_path);
      expect(rec.url).toBeUndefined();
    }
  });

  it('points media and text generation to the platform', () => {
    expect(recommend('media_generation').platform_path).toBe('/image-generation');
    expect(recommend('text_generation').platform_path).toBe('/text-generation');
  });
});

describe('RecommendQuery', () => {
  it('accepts the ten task types and names them when refusing another', () => {
    expect(AI_TASK_TYPES.map((type) => type.value)).toEqual(AI_TASK_TYPE_VALUES);
    expect(AI_TOOL_CATEGORIES.map((category) => category.value)).toEqual(AI_TOOL_CATEGORY_VALUES);
    expect(AI_TASK_TYPE_VALUES).toHaveLength(10);
    expect(RecommendQuery.safeParse({ task_type: 'automation' }).success).toBe(true);
    const refused = RecommendQuery.safeParse({ task_type: 'cooking' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(
      `task_type must be one of: ${AI_TASK_TYPE_VALUES.join(', ')}`,
    );
  });
});
