export { checkAgreement } from './content/agreement';
export { parseChartData } from './content/chart-data';
export { ChartLayoutError } from './charts/table';
export { renderChart } from './render-chart';
