/**
 * The demo training content: three short videos in English and Spanish with their captions, the
 * evaluator exam's questions, and the demo processed video. The files are made by
 * scripts/make-demo-videos.mjs (which reads the titles and captions from here) and committed in
 * src/server/seed/media/, so nothing needs ffmpeg to run or test the portal.
 */

import type { Language } from '../../contract/languages.ts';

export interface DemoTrainingVideo {
  /** File stem under training/<lang>/. */
  file: string;
  durationMs: number;
  title: Record<Language, string>;
  summary: Record<Language, string>;
  /** Caption cues, each [start s, end s, text], per language. */
  captions: Record<Language, readonly (readonly [number, number, string])[]>;
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
  prompt: Record<Language, string>;
  options: readonly Record<Language, string>[];
  correct: number;
}

/**
 * The exam's question bank: four questions on each video, of which an attempt draws four
 * (features/training/exam-draw.ts), so the bank is larger than any one attempt (issue 20,
 * finding 5). Positions 0 to 3 are the first bank's questions, kept where they were.
 */
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
  {
    review: 0,
    clip: null,
    prompt: { en: 'What must you do before the evaluator exam opens?', es: '¿Qué debe hacer antes de que se abra el examen de evaluador?' },
    options: [
      { en: 'Ask a colleague for the answers', es: 'Pedir las respuestas a un colega' },
      { en: 'Watch every training video to its end', es: 'Ver todos los vídeos de formación hasta el final' },
      { en: 'Nothing: it is open from the first day', es: 'Nada: está abierto desde el primer día' },
    ],
    correct: 1,
  },
  {
    review: 0,
    clip: null,
    prompt: { en: 'In what order are the training videos watched?', es: '¿En qué orden se ven los vídeos de formación?' },
    options: [
      { en: 'In any order', es: 'En cualquier orden' },
      { en: 'From the last to the first', es: 'Del último al primero' },
      { en: 'One after the other, each to its end', es: 'Uno tras otro, cada uno hasta el final' },
    ],
    correct: 2,
  },
  {
    review: 0,
    clip: 0,
    prompt: { en: 'In this clip, what is the training for?', es: 'En este fragmento, ¿para qué es la formación?' },
    options: [
      { en: 'To become an evaluator', es: 'Para ser evaluador' },
      { en: 'To manage the users of the institution', es: 'Para gestionar los usuarios de la institución' },
      { en: 'To enter medical records', es: 'Para introducir historias clínicas' },
    ],
    correct: 0,
  },
  {
    review: 1,
    clip: null,
    prompt: { en: 'How far from the subject is the camera placed?', es: '¿A qué distancia del sujeto se coloca la cámara?' },
    options: [
      { en: 'Half a metre', es: 'A medio metro' },
      { en: 'Three metres', es: 'A tres metros' },
      { en: 'Ten metres', es: 'A diez metros' },
    ],
    correct: 1,
  },
  {
    review: 1,
    clip: null,
    prompt: {
      en: 'Besides the camera position, what does the video on recording cover?',
      es: 'Además de la posición de la cámara, ¿qué trata el vídeo sobre la grabación?',
    },
    options: [
      { en: 'The lighting and the subject’s starting posture', es: 'La iluminación y la postura inicial del sujeto' },
      { en: 'How to print a certificate', es: 'Cómo imprimir un certificado' },
      { en: 'How to change your password', es: 'Cómo cambiar la contraseña' },
    ],
    correct: 0,
  },
  {
    review: 2,
    clip: null,
    prompt: { en: 'How does each evaluation report start?', es: '¿Cómo empieza cada informe de evaluación?' },
    options: [
      { en: 'With the evaluator’s signature', es: 'Con la firma del evaluador' },
      { en: 'With the raw recording', es: 'Con la grabación sin procesar' },
      { en: 'With a summary of the evaluation', es: 'Con un resumen de la evaluación' },
    ],
    correct: 2,
  },
  {
    review: 2,
    clip: null,
    prompt: { en: 'What does the video on reading the report explain?', es: '¿Qué explica el vídeo sobre cómo leer el informe?' },
    options: [
      { en: 'How to record a subject', es: 'Cómo grabar a un sujeto' },
      { en: 'The sections of the report and what each measure means', es: 'Las secciones del informe y el significado de cada medida' },
      { en: 'How to link a user to a group', es: 'Cómo vincular un usuario a un grupo' },
    ],
    correct: 1,
  },
  {
    review: 2,
    clip: 2,
    prompt: { en: 'In this clip, where is the evaluation given at a glance?', es: 'En este fragmento, ¿dónde se resume la evaluación de un vistazo?' },
    options: [
      { en: 'In the summary at the start of the report', es: 'En el resumen al principio del informe' },
      { en: 'In the last measure of the report', es: 'En la última medida del informe' },
      { en: 'In the certificate', es: 'En el certificado' },
    ],
    correct: 0,
  },
];
