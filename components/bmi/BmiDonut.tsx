'use client'
import { Cell, Pie, PieChart } from 'recharts'
import type { ChartSegment } from '@/lib/bmi/bmi'
import { useReducedMotion } from '@/components/ui/useReducedMotion'

/** The donut drawing itself: recharts, loaded only once there is a result to chart (see BmiChart). */
export default function BmiDonut({ segments }: { segments: ChartSegment[] }) {
  const reducedMotion = useReducedMotion()
  return (
    <PieChart width={200} height={200} accessibilityLayer={false}>
      <Pie
        data={segments}
        dataKey="value"
        nameKey="name"
        innerRadius={55}
        outerRadius={90}
        paddingAngle={2}
        isAnimationActive={!reducedMotion}
        stroke="#fff"
      >
        {segments.map((segment) => (
          <Cell key={segment.name} fill={segment.color} />
        ))}
      </Pie>
    </PieChart>
  )
}
