import type { DashboardStatistics } from '@caawg11/conference';
import { apiRequest } from './client';
import type { DataResult } from './types';

export async function fetchDashboard(): Promise<DashboardStatistics> {
  return (await apiRequest<DataResult<DashboardStatistics>>('/admin/dashboard')).data;
}
