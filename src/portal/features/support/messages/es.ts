import type { Translation } from '../../../lib/i18n/table.ts';
import type { en } from './en.ts';

const es: Translation<typeof en> = {
  title: 'Solicitud de soporte',
  reason: 'Motivo',
  chooseReason: 'Elija un motivo',
  user: 'Usuario',
  description: 'Descripción',
  close: 'Cerrar',
  send: 'Enviar',
  reasons: {
    'Report Generation': 'Generación de informes',
    'Report Interpretation': 'Interpretación de informes',
    'User Management': 'Gestión de usuarios',
    'Demo Evaluations': 'Evaluaciones de demostración',
    'Evaluator Training': 'Formación de evaluadores',
    'Evaluator Exam': 'Examen de evaluador',
    'Technical Issue': 'Problema técnico',
    Other: 'Otro',
  },
  prefill: 'Hola, necesito ayuda para interpretar el informe de {id}. ¡Gracias!',
  discardQuestion: '¿Cerrar y descartar la descripción que ha escrito?',
  discard: 'Descartar la descripción',
  evaluationHelp:
    'Escriba cualquier información que pueda ayudar a nuestro equipo a interpretar este informe. No incluya datos personales que permitan identificar a nadie.',
  limit: 'Puede enviar hasta {count} solicitudes por hora.',
  tooMany: 'Ha enviado muchas solicitudes en la última hora. Podrá enviar esta a partir de {time}; lo que ha escrito se conserva aquí.',
};

export default es;
