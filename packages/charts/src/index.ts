export { checkAgreement, type DescribeImageItem } from './content/agreement';
export { parseChartData, type ChartData } from './content/chart-data';
export { ChartLayoutError } from './charts/table';
export { renderChart } from './render-chart';
