import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** The text alternative of a chart: its data as a table with a header row and a header column. */
interface ChartTable {
  caption: string;
  columns: readonly string[];
  rows: readonly { label: string; cells: readonly string[] }[];
}

/**
 * One chart in a card: its title and what it shows, the chart itself (one image to screen readers,
 * named after the table), the empty state when there is nothing to draw, and a "Show as table" disclosure with the
 * same data.
 */
export function ChartPanel({ title, description, table, empty, children }: { title: string; description: string; table: ChartTable; empty?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId} as="h2">
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {empty ?? (
          <>
            <div role="img" aria-label={`${title} chart: the same data is in the table below`} className="h-72 w-full">
              {children}
            </div>
            <details className="text-sm">
              <summary className="cursor-pointer rounded-sm font-medium text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">Show as table</summary>
              <div className="mt-3 overflow-x-auto">
                <table className="w-full border-collapse text-left tabular-nums">
                  <caption className="sr-only">{table.caption}</caption>
                  <thead>
                    <tr className="border-b">
                      {table.columns.map((column) => (
                        <th key={column} scope="col" className="px-2 py-1.5 font-medium">
                          {column}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {table.rows.map((row) => (
                      <tr key={row.label} className="border-b last:border-0">
                        <th scope="row" className="px-2 py-1.5 font-medium">
                          {row.label}
                        </th>
                        {row.cells.map((cell, index) => (
                          <td key={table.columns[index + 1] ?? index} className="px-2 py-1.5">
                            {cell}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          </>
        )}
      </CardContent>
    </Card>
  );
}
