import { z } from 'zod';
import { FEATURE_TYPES, PLAN_IDS } from './plans';

export const PlanIdSchema = z.enum(PLAN_IDS);
export const FeatureTypeSchema = z.enum(FEATURE_TYPES);
