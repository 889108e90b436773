/**
 * The demo training content: three short videos in every language with their captions, the
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
    title: { en: 'Welcome to evaluator training', es: 'Bienvenida a la formación de evaluadores', pt: 'Boas-vindas à formação de avaliadores' },
    summary: {
      en: 'What an evaluator does and how the training is organised.',
      es: 'Qué hace un evaluador y cómo se organiza la formación.',
      pt: 'O que faz um avaliador e como está organizada a formação.',
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
      pt: [
        [0, 2, 'Damos-lhe as boas-vindas à formação de avaliadores.'],
        [2, 4, 'Veja cada vídeo até ao fim para desbloquear o seguinte.'],
      ],
    },
  },
  {
    file: 'recording',
    durationMs: demoVideoMs,
    title: { en: 'Recording an evaluation', es: 'Cómo grabar una evaluación', pt: 'Gravar uma avaliação' },
    summary: {
      en: 'Camera position, lighting and the subject’s starting posture.',
      es: 'Posición de la cámara, iluminación y postura inicial del sujeto.',
      pt: 'Posição da câmara, iluminação e postura inicial do utente.',
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
      pt: [
        [0, 2, 'Coloque a câmara à altura da anca, a três metros.'],
        [2, 4, 'O corpo inteiro tem de ficar dentro do enquadramento.'],
      ],
    },
  },
  {
    file: 'report',
    durationMs: demoVideoMs,
    title: { en: 'Reading the report', es: 'Cómo leer el informe', pt: 'Ler o relatório' },
    summary: {
      en: 'The sections of an evaluation report and what each measure means.',
      es: 'Las secciones del informe de evaluación y el significado de cada medida.',
      pt: 'As secções do relatório de avaliação e o significado de cada parâmetro.',
    },
    captions: {
      en: [
        [0, 2, 'After its measures, each report gives its conclusion.'],
        [2, 4, 'Compare each measure with its reference range.'],
      ],
      es: [
        [0, 2, 'Tras sus medidas, cada informe da su conclusión.'],
        [2, 4, 'Compare cada medida con su intervalo de referencia.'],
      ],
      pt: [
        [0, 2, 'Depois dos parâmetros, cada relatório apresenta a sua conclusão.'],
        [2, 4, 'Compare cada parâmetro com o respetivo intervalo de referência.'],
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
    prompt: { en: 'When does the next training video unlock?', es: '¿Cuándo se desbloquea el siguiente vídeo de formación?', pt: 'Quando fica desbloqueado o vídeo de formação seguinte?' },
    options: [
      { en: 'When the previous video has been watched to its end', es: 'Cuando se ha visto el vídeo anterior hasta el final', pt: 'Quando o vídeo anterior tiver sido visto até ao fim' },
      { en: 'After one day', es: 'Al cabo de un día', pt: 'Ao fim de um dia' },
      { en: 'When the exam has been passed', es: 'Cuando se ha aprobado el examen', pt: 'Depois de obter aprovação no exame' },
    ],
    correct: 0,
  },
  {
    review: 1,
    clip: 1,
    prompt: { en: 'In this clip, at what height is the camera placed?', es: 'En este fragmento, ¿a qué altura se coloca la cámara?', pt: 'Neste excerto, a que altura é colocada a câmara?' },
    options: [
      { en: 'At eye level', es: 'A la altura de los ojos', pt: 'À altura dos olhos' },
      { en: 'At hip height', es: 'A la altura de la cadera', pt: 'À altura da anca' },
      { en: 'On the floor', es: 'En el suelo', pt: 'No chão' },
    ],
    correct: 1,
  },
  {
    review: 1,
    clip: null,
    prompt: { en: 'What must stay in the frame during a recording?', es: '¿Qué debe quedar dentro del encuadre durante la grabación?', pt: 'O que tem de ficar dentro do enquadramento durante uma gravação?' },
    options: [
      { en: 'Only the face', es: 'Solo la cara', pt: 'Apenas o rosto' },
      { en: 'Only the legs', es: 'Solo las piernas', pt: 'Apenas as pernas' },
      { en: 'The whole body', es: 'El cuerpo entero', pt: 'O corpo inteiro' },
    ],
    correct: 2,
  },
  {
    review: 2,
    clip: 2,
    prompt: { en: 'In this clip, what is each measure compared with?', es: 'En este fragmento, ¿con qué se compara cada medida?', pt: 'Neste excerto, com que é comparado cada parâmetro?' },
    options: [
      { en: 'With the previous subject', es: 'Con el sujeto anterior', pt: 'Com o utente anterior' },
      { en: 'With its reference range', es: 'Con su intervalo de referencia', pt: 'Com o respetivo intervalo de referência' },
      { en: 'With the evaluator’s opinion', es: 'Con la opinión del evaluador', pt: 'Com a opinião do avaliador' },
    ],
    correct: 1,
  },
  {
    review: 0,
    clip: null,
    prompt: { en: 'What must you do before the evaluator exam opens?', es: '¿Qué debe hacer antes de que se abra el examen de evaluador?', pt: 'O que tem de fazer antes de o exame de avaliador ficar disponível?' },
    options: [
      { en: 'Ask a colleague for the answers', es: 'Pedir las respuestas a un colega', pt: 'Pedir as respostas a um colega' },
      { en: 'Watch every training video to its end', es: 'Ver todos los vídeos de formación hasta el final', pt: 'Ver todos os vídeos de formação até ao fim' },
      { en: 'Nothing: it is open from the first day', es: 'Nada: está abierto desde el primer día', pt: 'Nada: está disponível desde o primeiro dia' },
    ],
    correct: 1,
  },
  {
    review: 0,
    clip: null,
    prompt: { en: 'In what order are the training videos watched?', es: '¿En qué orden se ven los vídeos de formación?', pt: 'Por que ordem se veem os vídeos de formação?' },
    options: [
      { en: 'In any order', es: 'En cualquier orden', pt: 'Por qualquer ordem' },
      { en: 'From the last to the first', es: 'Del último al primero', pt: 'Do último para o primeiro' },
      { en: 'One after the other, each to its end', es: 'Uno tras otro, cada uno hasta el final', pt: 'Um após o outro, cada um até ao fim' },
    ],
    correct: 2,
  },
  {
    review: 0,
    clip: 0,
    prompt: { en: 'In this clip, what is the training for?', es: 'En este fragmento, ¿para qué es la formación?', pt: 'Neste excerto, para que serve a formação?' },
    options: [
      { en: 'To become an evaluator', es: 'Para ser evaluador', pt: 'Para se tornar avaliador' },
      { en: 'To manage the users of the institution', es: 'Para gestionar los usuarios de la institución', pt: 'Para gerir os utilizadores da instituição' },
      { en: 'To enter medical records', es: 'Para introducir historias clínicas', pt: 'Para introduzir registos clínicos' },
    ],
    correct: 0,
  },
  {
    review: 1,
    clip: null,
    prompt: { en: 'How far from the subject is the camera placed?', es: '¿A qué distancia del sujeto se coloca la cámara?', pt: 'A que distância do utente é colocada a câmara?' },
    options: [
      { en: 'Half a metre', es: 'A medio metro', pt: 'A meio metro' },
      { en: 'Three metres', es: 'A tres metros', pt: 'A três metros' },
      { en: 'Ten metres', es: 'A diez metros', pt: 'A dez metros' },
    ],
    correct: 1,
  },
  {
    review: 1,
    clip: null,
    prompt: {
      en: 'Besides the camera position, what does the video on recording cover?',
      es: 'Además de la posición de la cámara, ¿qué trata el vídeo sobre la grabación?',
      pt: 'Além da posição da câmara, de que trata o vídeo sobre a gravação?',
    },
    options: [
      { en: 'The lighting and the subject’s starting posture', es: 'La iluminación y la postura inicial del sujeto', pt: 'Da iluminação e da postura inicial do utente' },
      { en: 'How to print a certificate', es: 'Cómo imprimir un certificado', pt: 'De como imprimir um certificado' },
      { en: 'How to change your password', es: 'Cómo cambiar la contraseña', pt: 'De como alterar a palavra-passe' },
    ],
    correct: 0,
  },
  {
    review: 2,
    clip: null,
    prompt: { en: 'What does each evaluation report give after its measures?', es: '¿Qué da cada informe de evaluación tras sus medidas?', pt: 'O que apresenta cada relatório de avaliação depois dos parâmetros?' },
    options: [
      { en: 'The evaluator’s signature', es: 'La firma del evaluador', pt: 'A assinatura do avaliador' },
      { en: 'The raw recording', es: 'La grabación sin procesar', pt: 'A gravação por processar' },
      { en: 'Its conclusion', es: 'Su conclusión', pt: 'A sua conclusão' },
    ],
    correct: 2,
  },
  {
    review: 2,
    clip: null,
    prompt: { en: 'What does the video on reading the report explain?', es: '¿Qué explica el vídeo sobre cómo leer el informe?', pt: 'O que explica o vídeo sobre a leitura do relatório?' },
    options: [
      { en: 'How to record a subject', es: 'Cómo grabar a un sujeto', pt: 'Como gravar um utente' },
      { en: 'The sections of the report and what each measure means', es: 'Las secciones del informe y el significado de cada medida', pt: 'As secções do relatório e o significado de cada parâmetro' },
      { en: 'How to link a user to a group', es: 'Cómo vincular un usuario a un grupo', pt: 'Como associar um utilizador a um grupo' },
    ],
    correct: 1,
  },
  {
    review: 2,
    clip: 2,
    prompt: { en: 'In this clip, where does a report give its conclusion?', es: 'En este fragmento, ¿dónde da el informe su conclusión?', pt: 'Neste excerto, onde apresenta o relatório a sua conclusão?' },
    options: [
      { en: 'After its measures', es: 'Tras sus medidas', pt: 'Depois dos parâmetros' },
      { en: 'In the last measure of the report', es: 'En la última medida del informe', pt: 'No último parâmetro do relatório' },
      { en: 'In the certificate', es: 'En el certificado', pt: 'No certificado' },
    ],
    correct: 0,
  },
];
