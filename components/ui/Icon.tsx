import {
  Accessibility,
  Activity,
  Apple,
  Award,
  BookOpen,
  Brain,
  ClipboardCheck,
  Clock,
  Droplet,
  Dumbbell,
  Heart,
  HeartHandshake,
  HeartPulse,
  Microscope,
  Ribbon,
  Scale,
  ShieldCheck,
  Smile,
  Stethoscope,
  Users,
  type IconComponent,
} from '@/components/ui/icons'

// Editors name icons in the CMS; only these are bundled, so an unknown name falls back instead of pulling in every icon.
const icons: Record<string, IconComponent> = {
  accessibility: Accessibility,
  activity: Activity,
  apple: Apple,
  award: Award,
  'book-open': BookOpen,
  brain: Brain,
  'clipboard-check': ClipboardCheck,
  clock: Clock,
  droplet: Droplet,
  dumbbell: Dumbbell,
  heart: Heart,
  'heart-handshake': HeartHandshake,
  'heart-pulse': HeartPulse,
  microscope: Microscope,
  ribbon: Ribbon,
  scale: Scale,
  'shield-check': ShieldCheck,
  smile: Smile,
  stethoscope: Stethoscope,
  users: Users,
}

export function Icon({ name, className }: { name: string | null | undefined; className?: string }) {
  const Component = icons[name ?? ''] ?? Activity
  return <Component aria-hidden="true" className={className} />
}
