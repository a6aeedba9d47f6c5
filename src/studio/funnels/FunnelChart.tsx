import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FunnelStep } from '../studioApi';

/**
 * Arrived and completed per step as bars, drawn by ECharts (loaded with this page only). It is a
 * picture of the table below it, which carries the same figures for keyboards and screen readers.
 */
export function FunnelChart({ steps }: { steps: FunnelStep[] }) {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let disposed = false;
    let dispose = () => {};
    void (async () => {
      const [core, charts, components, renderers] = await Promise.all([
        import('echarts/core'),
        import('echarts/charts'),
        import('echarts/components'),
        import('echarts/renderers'),
      ]);
      if (disposed) return;
      core.use([
        charts.BarChart,
        components.GridComponent,
        components.TooltipComponent,
        components.LegendComponent,
        renderers.SVGRenderer,
      ]);
      const chart = core.init(element, undefined, { renderer: 'svg', locale: 'EN' });
      const styles = getComputedStyle(element);
      const primary = styles.getPropertyValue('--color-primary').trim() || '#3346d3';
      const accent = styles.getPropertyValue('--color-accent').trim() || '#12b3a8';
      chart.setOption({
        animation: false,
        tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
        legend: { top: 0 },
        grid: { left: 8, right: 24, top: 32, bottom: 8, containLabel: true },
        xAxis: { type: 'value', minInterval: 1 },
        yAxis: {
          type: 'category',
          inverse: true,
          data: steps.map((step) => step.step),
        },
        series: [
          {
            name: t('studio.funnels.arrived'),
            type: 'bar',
            data: steps.map((step) => step.arrived),
            itemStyle: { color: accent },
          },
          {
            name: t('studio.funnels.completed'),
            type: 'bar',
            data: steps.map((step) => step.completed),
            itemStyle: { color: primary },
          },
        ],
      });
      const resize = new ResizeObserver(() => chart.resize());
      resize.observe(element);
      dispose = () => {
        resize.disconnect();
        chart.dispose();
      };
    })();
    return () => {
      disposed = true;
      dispose();
    };
  }, [steps, t, i18n.language]);

  return (
    <div
      ref={box}
      className="funnel-chart"
      aria-hidden="true"
      style={{ height: `${Math.max(160, 48 + steps.length * 36)}px` }}
    />
  );
}
