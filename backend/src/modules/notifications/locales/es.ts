import type { MailLocale } from './en';

/**
 * Los correos en español (tú, cálido y sencillo; docs/i18n.md). Textos de seguridad: pendientes de
 * revisión por una persona nativa (docs/i18n.md lo dice).
 */
export const es: MailLocale = {
  strings: {
    discreetUpdate: 'Tienes una novedad',
    signInToSee: 'Inicia sesión para verlo',
    safetyCheck: 'Revisa quién puede entrar en tu cuenta',
    reasonSecurity: 'Los correos de seguridad de la cuenta están activados, salvo que los desactives en Configuración → Notificaciones en {{appName}}.',
    reasonChosen: 'Recibes este correo porque lo elegiste en Configuración → Notificaciones en {{appName}}.',
    resetSubject: '{{appName}}: restablece tu contraseña',
    resetWhere: 'tu cuenta de {{appName}}',
    resetWhereDiscreet: 'tu cuenta',
    resetBody: 'Alguien pidió restablecer la contraseña de {{where}}. Si fuiste tú, crea una contraseña nueva con este enlace. Funciona una sola vez, durante {{minutes}} minutos.',
    resetIgnore: 'Si no fuiste tú, ignora este correo: tu contraseña no cambia.',
    resetLink: 'Crear una contraseña nueva',
  },
  sentences: {
    'security.sign_in': 'Alguien inició sesión en tu cuenta. Si no fuiste tú, cambia tu contraseña y cierra tus otras sesiones.',
    'security.password_changed': 'Se cambió la contraseña de tu cuenta.',
    'security.passkey_added': 'Se añadió una llave de acceso a tu cuenta.',
    'security.passkey_removed': 'Se quitó una llave de acceso de tu cuenta.',
    'security.data_export': 'Se descargó una copia de los datos de tu cuenta.',
    'security.reset_link_issued':
      'Una persona administradora creó un enlace de un solo uso que pone una contraseña nueva a tu cuenta. Si no se lo pediste a la persona que coordina tu apoyo, díselo y revisa Configuración.',
    'security.reset_link_used': 'Se usó el enlace de un solo uso de la administración: tu contraseña se restableció y se cerraron todas las sesiones.',
    'security.session_guessing': 'Una sesión de tu cuenta escribió demasiadas contraseñas incorrectas y se cerró. Si no fuiste tú, cambia tu contraseña.',
    'security.moderation_warning': 'Una persona moderadora te envió una advertencia. Inicia sesión para leerla.',
    'security.moderation_suspended': 'Una persona moderadora suspendió tu cuenta. Inicia sesión para ver hasta cuándo y cómo apelar.',
    'security.moderation_lifted': 'Se levantó la suspensión de tu cuenta.',
    'security.moderation_appeal_decided': 'Una persona moderadora decidió tu apelación. Inicia sesión para leer el resultado.',
    'lighthouse.match_requested': 'Alguien pidió alojarse en uno de tus anuncios de LightHouse.',
    'lighthouse.match_accepted': 'La persona anfitriona aceptó tu solicitud de LightHouse.',
    'lighthouse.match_rejected': 'La persona anfitriona no aceptó tu solicitud de LightHouse.',
    'lighthouse.chat_unread': 'Tienes mensajes de LightHouse sin leer.',
    'lighthouse.announcement': 'Hay un anuncio nuevo de LightHouse.',
    'lighthouse.reference_written': 'La otra persona de una estancia de LightHouse ya terminada escribió una referencia. Escribe la tuya para verla.',
    'socketrelay.request_taken': 'Alguien aceptó tu solicitud de SocketRelay.',
    'socketrelay.fulfillment_closed': 'Se cerró una entrega de SocketRelay en la que participas.',
    'socketrelay.request_expiring': 'Tu solicitud de SocketRelay vence mañana.',
    'socketrelay.chat_unread': 'Tienes mensajes de SocketRelay sin leer.',
    'socketrelay.announcement': 'Hay un anuncio nuevo de SocketRelay.',
    'supportmatch.partnership_started': 'Tienes una nueva pareja de apoyo en SupportMatch.',
    'supportmatch.partnership_ended': 'Terminó tu emparejamiento en SupportMatch.',
    'supportmatch.chat_unread': 'Tienes mensajes de SupportMatch sin leer.',
    'supportmatch.announcement': 'Hay un anuncio nuevo de SupportMatch.',
    'sleepstories.announcement': 'Hay un anuncio nuevo de SleepStories.',
  },
};
