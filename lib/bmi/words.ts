/**
 * The BMI calculator's interface words in each language: labels, units, categories, advice, caveats and the checks'
 * messages. They are written in code, not in the CMS, because the checks (lib/bmi/bmi.ts) run in the browser as well
 * as on the server and must say the same thing in both. The page's heading, intro and section headings are CMS
 * content ("Page text", getPageCopy('bmi', lang)).
 *
 * Only types come from lib/bmi/bmi.ts, which reads its English words from here: no import cycle at run time.
 */
import type { Lang } from '@/lib/site/languages'
import type { CategoryName, ChartSegment, UnitSystem } from './bmi'

type WeightUnit = 'kg' | 'lb'

export type BmiWords = {
  meta: { title: string; description: string }
  /** The BMI as shown in the circle and the screen reader sentence (one decimal). */
  bmi: (value: number) => string
  /** Any other number shown (weights, chart values, limits in messages). */
  number: (value: number) => string
  units: Record<UnitSystem, string>
  age: { legend: string; adult: string; under20: string; missing: string }
  childTeen: { title: string; text: string; linkLabel: string }
  categories: Record<CategoryName, { name: string; description: string; advice: string[] }>
  segments: Record<ChartSegment['name'], string>
  messages: {
    notANumber: string
    feetEmpty: string
    feetZero: string
    feetWhole: string
    inchesRange: string
    heightFeetRange: string
    cmEmpty: string
    cmZero: string
    cmRange: (min: string, max: string) => string
    weightEmpty: Record<WeightUnit, string>
    weightZero: (unit: WeightUnit) => string
    weightRange: (min: string, max: string, unit: WeightUnit) => string
  }
  form: {
    unitsLegend: string
    feet: string
    inches: string
    inchesHint: string
    cm: string
    weight: Record<WeightUnit, string>
    calculate: string
    reset: string
    /** The sentence announced to screen readers with the result. */
    resultSentence: (bmi: string, category: string) => string
  }
  result: {
    /** "For your height, a healthy weight (BMI 18.5 to 24.9) is" <strong>min to max unit</strong>. */
    healthyBefore: string
    rangeJoin: string
    adviceHeading: string
    educational: string
    moreBefore: string
  }
  chart: {
    title: string
    description: (bmi: string, segment: string) => string
    legendName: string
    yours: string
  }
  caveats: { heading: string; items: string[]; moreBefore: string }
  /** The obesity guide the result and the caveats link to: its slug in this language, and the link's words. */
  guide: { slug: string; label: string }
}

const esNumber = new Intl.NumberFormat('es-US', { maximumFractionDigits: 1 })
const esBmi = new Intl.NumberFormat('es-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

export const BMI_WORDS: Readonly<Record<Lang, BmiWords>> = {
  en: {
    meta: {
      title: 'BMI Calculator',
      description:
        'Calculate your body mass index in feet and inches or centimeters, kilograms or pounds, and learn what the result means.',
    },
    bmi: (value) => value.toFixed(1),
    number: (value) => String(value),
    units: {
      'ftin-kg': 'Feet/inches and kg',
      'cm-kg': 'Centimeters and kg',
      'ftin-lb': 'Feet/inches and pounds',
    },
    age: {
      legend: 'Are you 20 or older?',
      adult: 'Yes, I am 20 or older',
      under20: 'No, I am under 20',
      missing: 'Choose whether you are 20 or older. The adult BMI categories apply only from age 20.',
    },
    childTeen: {
      title: 'BMI for children and teens',
      text: 'Under 20, BMI is compared with growth charts for age and sex, so the adult categories do not apply and this calculator shows none. Use the CDC Child and Teen BMI Calculator instead, and talk to a doctor or nurse if you are worried about growth or weight.',
      linkLabel: 'CDC Child and Teen BMI Calculator',
    },
    categories: {
      Underweight: {
        name: 'Underweight',
        description: 'Your BMI suggests you may be underweight for your height.',
        advice: [
          'Eat nutrient-dense foods, such as whole grains, nuts, dairy and lean protein.',
          'Lift weights or do other strength exercises to build muscle.',
          'Monitor your progress, and talk to a clinician if you are losing weight without trying.',
          // Signposting, because a low BMI can come with an eating disorder and this advice is about eating more.
          'If worries about food, eating or your body are affecting your life, talk to a clinician: eating disorders are treatable. If you are in crisis, call or text 988.',
        ],
      },
      'Normal Weight': {
        name: 'Normal Weight',
        description: 'Your BMI is in the healthy weight range for your height.',
        advice: ['Keep up the balanced diet and regular workouts.'],
      },
      Overweight: {
        name: 'Overweight',
        description: 'Your BMI may be above the healthy range for your height.',
        advice: [
          'Walk daily, building up to at least 150 minutes of activity a week.',
          'Eat mindfully: notice hunger and fullness, and choose vegetables, fruit and whole grains.',
          'Track your habits, such as meals, activity and sleep, to see what helps.',
        ],
      },
      Obesity: {
        name: 'Obesity',
        description: 'Your BMI suggests obesity, which may carry health risks.',
        advice: [
          'Seek support from a doctor or another health professional.',
          'Start with light activity, such as short walks, and build up.',
          'Create small, healthy routines you can keep.',
        ],
      },
    },
    segments: { Underweight: 'Underweight', Normal: 'Normal', Overweight: 'Overweight', Obesity: 'Obesity' },
    messages: {
      notANumber: 'Enter a number, using digits only.',
      feetEmpty: 'Enter your height in feet.',
      feetZero: 'Height must be more than 0 feet.',
      feetWhole: 'Enter whole feet, and the rest in inches.',
      inchesRange: 'Inches must be from 0 to 11.',
      heightFeetRange: 'Enter a height between 2 ft 0 in and 8 ft 11 in.',
      cmEmpty: 'Enter your height in centimeters.',
      cmZero: 'Height must be more than 0 cm.',
      cmRange: (min, max) => `Enter a height between ${min} and ${max} cm.`,
      weightEmpty: { kg: 'Enter your weight in kilograms.', lb: 'Enter your weight in pounds.' },
      weightZero: (unit) => `Weight must be more than 0 ${unit}.`,
      weightRange: (min, max, unit) => `Enter a weight between ${min} and ${max} ${unit}.`,
    },
    form: {
      unitsLegend: 'Units',
      feet: 'Height in Feet',
      inches: 'Inches',
      inchesHint: 'Leave empty for 0',
      cm: 'Height in Centimeters',
      weight: { kg: 'Weight (kg)', lb: 'Weight (lb)' },
      calculate: 'Calculate BMI',
      reset: 'Reset',
      resultSentence: (bmi, category) => `Your BMI is ${bmi}: ${category}.`,
    },
    result: {
      healthyBefore: 'For your height, a healthy weight (BMI 18.5 to 24.9) is',
      rangeJoin: 'to',
      adviceHeading: 'Advice',
      educational: 'This tool is for educational purposes only.',
      moreBefore: 'Want to know more? Read our',
    },
    chart: {
      title: 'BMI Chart',
      description: (bmi, segment) =>
        `Donut chart of the four BMI categories. Your BMI of ${bmi} is in the ${segment} segment.`,
      legendName: 'Chart segments',
      yours: ' (your BMI)',
    },
    caveats: {
      heading: 'Before you read your result',
      items: [
        'The adult BMI ranges apply from age 20. Children and teenagers are compared with growth charts instead.',
        'BMI cannot tell muscle from fat, so it may overestimate body fat in athletes and underestimate it in people over 65.',
        'BMI does not apply during pregnancy.',
        'Some ethnic groups, including people of South Asian, Chinese, Black African and African-Caribbean background, have higher health risks at lower BMI values.',
      ],
      moreBefore: 'Learn more in our',
    },
    guide: { slug: 'obesity', label: 'obesity management guide' },
  },
  es: {
    meta: {
      title: 'Calculadora del IMC',
      description:
        'Calcule su índice de masa corporal en pies y pulgadas o en centímetros, en kilogramos o en libras, y vea qué quiere decir el resultado.',
    },
    bmi: (value) => esBmi.format(value),
    number: (value) => esNumber.format(value),
    units: {
      'ftin-kg': 'Pies/pulgadas y kg',
      'cm-kg': 'Centímetros y kg',
      'ftin-lb': 'Pies/pulgadas y libras',
    },
    age: {
      legend: '¿Tiene 20 años o más?',
      adult: 'Sí, tengo 20 años o más',
      under20: 'No, tengo menos de 20 años',
      missing:
        'Elija si tiene 20 años o más. Las categorías de IMC para adultos solo se aplican a partir de los 20 años.',
    },
    childTeen: {
      title: 'El IMC en niños y adolescentes',
      text: 'Antes de los 20 años, el IMC se compara con tablas de crecimiento según la edad y el sexo. Por eso las categorías para adultos no se aplican y esta calculadora no muestra ninguna. Use en su lugar la calculadora del IMC para niños y adolescentes de los CDC, y hable con un médico o una enfermera si le preocupa el crecimiento o el peso.',
      linkLabel: 'Calculadora del IMC para niños y adolescentes de los CDC (en inglés)',
    },
    categories: {
      Underweight: {
        name: 'Bajo peso',
        description: 'Su IMC indica que puede tener un peso bajo para su estatura.',
        advice: [
          'Coma alimentos llenos de nutrientes, como granos integrales, nueces, productos lácteos y proteínas magras.',
          'Levante pesas o haga otros ejercicios de fuerza para formar músculo.',
          'Siga de cerca su progreso, y hable con un profesional de salud si está bajando de peso sin proponérselo.',
          'Si las preocupaciones por la comida, por cómo come o por su cuerpo afectan su vida, hable con un profesional de salud: los trastornos de la alimentación tienen tratamiento. Si está en una crisis, llame al 988 y marque 2, o envíe AYUDA por mensaje de texto al 988.',
        ],
      },
      'Normal Weight': {
        name: 'Peso normal',
        description: 'Su IMC está en el rango de peso sano para su estatura.',
        advice: ['Siga con su alimentación equilibrada y su actividad física regular.'],
      },
      Overweight: {
        name: 'Sobrepeso',
        description: 'Su IMC puede estar por encima del rango sano para su estatura.',
        advice: [
          'Camine todos los días, hasta llegar a por lo menos 150 minutos de actividad a la semana.',
          'Coma con atención: fíjese en cuándo tiene hambre y cuándo está lleno, y elija verduras, frutas y granos integrales.',
          'Anote sus hábitos, como las comidas, la actividad y el sueño, para ver qué le ayuda.',
        ],
      },
      Obesity: {
        name: 'Obesidad',
        description: 'Su IMC indica obesidad, que puede traer riesgos para la salud.',
        advice: [
          'Busque el apoyo de un médico o de otro profesional de salud.',
          'Empiece con actividad ligera, como caminatas cortas, y aumente poco a poco.',
          'Cree rutinas pequeñas y sanas que pueda mantener.',
        ],
      },
    },
    segments: { Underweight: 'Bajo peso', Normal: 'Normal', Overweight: 'Sobrepeso', Obesity: 'Obesidad' },
    messages: {
      notANumber: 'Escriba un número, solo con dígitos.',
      feetEmpty: 'Escriba su estatura en pies.',
      feetZero: 'La estatura debe ser de más de 0 pies.',
      feetWhole: 'Escriba los pies enteros, y el resto en pulgadas.',
      inchesRange: 'Las pulgadas deben ser de 0 a 11.',
      heightFeetRange: 'Escriba una estatura entre 2 pies 0 pulgadas y 8 pies 11 pulgadas.',
      cmEmpty: 'Escriba su estatura en centímetros.',
      cmZero: 'La estatura debe ser de más de 0 cm.',
      cmRange: (min, max) => `Escriba una estatura entre ${min} y ${max} cm.`,
      weightEmpty: { kg: 'Escriba su peso en kilogramos.', lb: 'Escriba su peso en libras.' },
      weightZero: (unit) => `El peso debe ser de más de 0 ${unit}.`,
      weightRange: (min, max, unit) => `Escriba un peso entre ${min} y ${max} ${unit}.`,
    },
    form: {
      unitsLegend: 'Unidades',
      feet: 'Estatura en pies',
      inches: 'Pulgadas',
      inchesHint: 'Déjelo vacío si es 0',
      cm: 'Estatura en centímetros',
      weight: { kg: 'Peso (kg)', lb: 'Peso (lb)' },
      calculate: 'Calcular el IMC',
      reset: 'Borrar',
      resultSentence: (bmi, category) => `Su IMC es ${bmi}: ${category}.`,
    },
    result: {
      healthyBefore: 'Para su estatura, un peso sano (IMC de 18.5 a 24.9) es de',
      rangeJoin: 'a',
      adviceHeading: 'Consejos',
      educational: 'Esta herramienta es solo para fines educativos.',
      moreBefore: '¿Quiere saber más? Lea nuestra',
    },
    chart: {
      title: 'Gráfica del IMC',
      description: (bmi, segment) =>
        `Gráfica circular de las cuatro categorías de IMC. Su IMC de ${bmi} está en la sección ${segment}.`,
      legendName: 'Secciones de la gráfica',
      yours: ' (su IMC)',
    },
    caveats: {
      heading: 'Antes de leer su resultado',
      items: [
        'Los rangos de IMC para adultos se aplican a partir de los 20 años. A los niños y adolescentes se les compara con tablas de crecimiento.',
        'El IMC no distingue el músculo de la grasa. Por eso puede calcular de más la grasa del cuerpo en los atletas y calcular de menos la de las personas de más de 65 años.',
        'El IMC no se aplica durante el embarazo.',
        'Algunos grupos étnicos, entre ellos las personas de origen del sur de Asia, chino, africano negro o afrocaribeño, tienen más riesgos para la salud con valores de IMC más bajos.',
      ],
      moreBefore: 'Aprenda más en nuestra',
    },
    guide: { slug: 'obesidad', label: 'guía sobre el control de la obesidad' },
  },
}
