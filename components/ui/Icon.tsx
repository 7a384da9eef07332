import {
  Activity,
  Apple,
  Brain,
  ClipboardCheck,
  Droplet,
  Dumbbell,
  Heart,
  HeartPulse,
  Microscope,
  Ribbon,
  Scale,
  ShieldCheck,
  Stethoscope,
  type LucideIcon,
} from 'lucide-react'

// Editors name icons in the CMS; only these are bundled, so an unknown name falls back instead of pulling in every icon.
const icons: Record<string, LucideIcon> = {
  activity: Activity,
  apple: Apple,
  brain: Brain,
  'clipboard-check': ClipboardCheck,
  droplet: Droplet,
  dumbbell: Dumbbell,
  heart: Heart,
  'heart-pulse': HeartPulse,
  microscope: Microscope,
  ribbon: Ribbon,
  scale: Scale,
  'shield-check': ShieldCheck,
  stethoscope: Stethoscope,
}

export function Icon({ name, className }: { name: string | null | undefined; className?: string }) {
  const Component = icons[name ?? ''] ?? Activity
  return <Component aria-hidden="true" className={className} />
}
