/**
 * The demo training content: three short videos in English and Spanish with their captions, the
 * evaluator exam's questions, and the demo processed video. The files are made by
 * scripts/make-demo-videos.mjs (which reads the titles and captions from here) and committed in
 * src/server/seed/media/, so nothing needs ffmpeg to run or test the portal.
 */

export type ContentLanguage = 'en' | 'es';

export interface DemoTrainingVideo {
  /** File stem under training/<lang>/. */
  file: string;
  durationMs: number;
  title: Record<ContentLanguage, string>;
  summary: Record<ContentLanguage, string>;
  /** Caption cues, each [start s, end s, text], per language. */
  captions: Record<ContentLanguage, readonly (readonly [number, number, string])[]>;
}

/** Every demo video lasts this long (the script makes them so). */
export const demoVideoMs = 4000;

export const demoTrainingVideos: readonly DemoTrainingVideo[] = [
  {
    file: 'welcome',
    durationMs: demoVideoMs,
    title: { en: 'Welcome to evaluator training', es: 'Bienvenida a la formación de evaluadores' },
    summary: {
      en: 'What an evaluator does and how the training is organised.',
      es: 'Qué hace un evaluador y cómo se organiza la formación.',
    },
    captions: {
      en: [
        [0, 2, 'Welcome to evaluator training.'],
        [2, 4, 'Watch each video to its end to unlock the next.'],
      ],
      es: [
        [0, 2, 'Le damos la bienvenida a la formación de evaluadores.'],
        [2, 4, 'Vea cada vídeo hasta el final para desbloquear el siguiente.'],
      ],
    },
  },
  {
    file: 'recording',
    durationMs: demoVideoMs,
    title: { en: 'Recording an evaluation', es: 'Cómo grabar una evaluación' },
    summary: {
      en: 'Camera position, lighting and the subject’s starting posture.',
      es: 'Posición de la cámara, iluminación y postura inicial del sujeto.',
    },
    captions: {
      en: [
        [0, 2, 'Place the camera at hip height, three metres away.'],
        [2, 4, 'The whole body must stay in the frame.'],
      ],
      es: [
        [0, 2, 'Coloque la cámara a la altura de la cadera, a tres metros.'],
        [2, 4, 'El cuerpo entero debe quedar dentro del encuadre.'],
      ],
    },
  },
  {
    file: 'report',
    durationMs: demoVideoMs,
    title: { en: 'Reading the report', es: 'Cómo leer el informe' },
    summary: {
      en: 'The sections of an evaluation report and what each measure means.',
      es: 'Las secciones del informe de evaluación y el significado de cada medida.',
    },
    captions: {
      en: [
        [0, 2, 'Each report starts with a summary of the evaluation.'],
        [2, 4, 'Compare each measure with its reference range.'],
      ],
      es: [
        [0, 2, 'Cada informe empieza con un resumen de la evaluación.'],
        [2, 4, 'Compare cada medida con su intervalo de referencia.'],
      ],
    },
  },
];


export interface DemoQuestion {
  /** The training video (position) to review when this question is answered wrongly. */
  review: number;
  /** A question on a clip shows this training video (position) beside it. */
  clip: number | null;
  prompt: Record<ContentLanguage, string>;
  options: readonly Record<ContentLanguage, string>[];
  correct: number;
}

export const demoExamQuestions: readonly DemoQuestion[] = [
  {
    review: 0,
    clip: null,
    prompt: { en: 'When does the next training video unlock?', es: '¿Cuándo se desbloquea el siguiente vídeo de formación?' },
    options: [
      { en: 'When the previous video has been watched to its end', es: 'Cuando se ha visto el vídeo anterior hasta el final' },
      { en: 'After one day', es: 'Al cabo de un día' },
      { en: 'When the exam has been passed', es: 'Cuando se ha aprobado el examen' },
    ],
    correct: 0,
  },
  {
    review: 1,
    clip: 1,
    prompt: { en: 'In this clip, at what height is the camera placed?', es: 'En este fragmento, ¿a qué altura se coloca la cámara?' },
    options: [
      { en: 'At eye level', es: 'A la altura de los ojos' },
      { en: 'At hip height', es: 'A la altura de la cadera' },
      { en: 'On the floor', es: 'En el suelo' },
    ],
    correct: 1,
  },
  {
    review: 1,
    clip: null,
    prompt: { en: 'What must stay in the frame during a recording?', es: '¿Qué debe quedar dentro del encuadre durante la grabación?' },
    options: [
      { en: 'Only the face', es: 'Solo la cara' },
      { en: 'Only the legs', es: 'Solo las piernas' },
      { en: 'The whole body', es: 'El cuerpo entero' },
    ],
    correct: 2,
  },
  {
    review: 2,
    clip: 2,
    prompt: { en: 'In this clip, what is each measure compared with?', es: 'En este fragmento, ¿con qué se compara cada medida?' },
    options: [
      { en: 'With the previous subject', es: 'Con el sujeto anterior' },
      { en: 'With its reference range', es: 'Con su intervalo de referencia' },
      { en: 'With the evaluator’s opinion', es: 'Con la opinión del evaluador' },
    ],
    correct: 1,
  },
];

