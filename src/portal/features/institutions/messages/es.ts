import type { Translation } from '../../../lib/i18n/table.ts';
import type { en } from './en.ts';

const es: Translation<typeof en> = {
  title: 'Instituciones',
  chooseFirst: 'Elija la institución en la que desea trabajar.',
  chooseToContinue:
    'Todavía no ha elegido ninguna institución. Elija aquella en la que desea trabajar y pasará a la página que había abierto.',
  secondFactorFirst: '{name} pide a sus miembros que inicien sesión con un segundo factor. Añada una llave de acceso o una aplicación de autenticación aquí y vuelva a elegir {name}.',
  chosenForYou: '{name} es su única institución, así que ya está abierta. Desde Instituciones, en el menú, podrá cambiar cuando tenga más.',
  opening: 'Abriendo {name}…',
  list: 'Sus instituciones',
  empty: {
    title: 'Todavía no pertenece a ninguna institución',
    text: 'Pida al gestor de usuarios de su institución que le añada. Su invitación aparecerá en esta página para que la acepte, y aquí verá sus instituciones.',
    invitedText: 'Acepte una de las invitaciones de arriba para unirse a esa institución: entonces aparecerá aquí.',
  },
  invitations: {
    title: 'Invitaciones',
    lead: 'Le han invitado a unirse a estas instituciones. Solo será miembro si acepta.',
    from: 'Invitación de {by}, del {date}',
    accept: 'Aceptar',
    acceptNamed: 'Aceptar la invitación a {name}',
    decline: 'Rechazar',
    declineNamed: 'Rechazar la invitación a {name}',
    confirmDecline: '¿Rechazar la invitación a {name}? Solo sus gestores de usuarios podrán volver a invitarle.',
    declineNow: 'Rechazar la invitación',
  },
  id: 'ID {id}',
  current: 'Institución actual',
  open: 'Abrir',
  choose: 'Elegir',
  openNamed: 'Abrir {name}',
  chooseNamed: 'Elegir {name}',
  info: {
    title: 'Acerca de {name}',
    country: 'País',
    owner: 'Titular',
    noOwner: 'Sin titular',
    users: 'Usuarios vinculados',
    groups: 'Grupos',
    noGroups: 'No hay más grupos que la institución completa',
  },
};

export default es;
