import { edition } from './edition.js';
import type { NoticeText, NoticeTextKey } from './notice-text-keys.js';

const short = edition.shortName;
const association = edition.associationShortName;

/**
 * The default notice texts in French and Portuguese, with the same placeholders as the English
 * ones. Formal address throughout: "vous" in French, neutral forms in Portuguese.
 */
export const translatedNoticeTexts: Readonly<
  Record<'fr' | 'pt', Readonly<Record<NoticeTextKey, NoticeText>>>
> = {
  fr: {
    'abstract-decisions.oral': {
      subject: `Votre résumé pour la conférence ${short} a été accepté en communication orale ({{reference}})`,
      body: `Bonjour {{name}},

Nous avons le plaisir de vous informer que votre résumé {{reference}}, « {{title}} », a été accepté pour la conférence ${short} sous la forme suivante : {{presentationType}}.

{{comments}}

Veuillez confirmer que vous le présenterez, ou le retirer, au moyen de ce lien (utilisable une seule fois) :
{{link}}

Le comité du programme vous écrira au sujet de la session et de l'horaire de votre communication.`,
    },
    'abstract-decisions.poster': {
      subject: `Votre résumé pour la conférence ${short} a été accepté en poster ({{reference}})`,
      body: `Bonjour {{name}},

Nous avons le plaisir de vous informer que votre résumé {{reference}}, « {{title}} », a été accepté pour la conférence ${short} sous la forme suivante : {{presentationType}}.

{{comments}}

Veuillez confirmer que vous le présenterez, ou le retirer, au moyen de ce lien (utilisable une seule fois) :
{{link}}

Le comité du programme vous écrira au sujet de la session de posters.`,
    },
    'abstract-decisions.reject': {
      subject: `Votre résumé pour la conférence ${short} ({{reference}})`,
      body: `Bonjour {{name}},

Nous vous remercions d'avoir soumis votre résumé {{reference}}, « {{title}} ». Nous avons le regret de vous informer que le comité n'a pas pu le retenir pour la conférence ${short}.

{{comments}}

Nous serons néanmoins heureux de vous accueillir à la conférence ${short}.`,
    },
    'memberships.approved': {
      subject: `Votre demande d'adhésion à l'${association} a été approuvée ({{reference}})`,
      body: `Bonjour {{name}},

Votre demande d'adhésion {{reference}} ({{item}}) a été approuvée. Bienvenue à l'${association} !`,
    },
    'memberships.declined': {
      subject: `Votre demande d'adhésion à l'${association} ({{reference}})`,
      body: `Bonjour {{name}},

Nous avons le regret de vous informer que votre demande d'adhésion {{reference}} ({{item}}) n'a pas pu être approuvée, pour la raison suivante :

{{reason}}`,
    },
    'bookings.confirmed': {
      subject: `Votre hébergement pour la conférence ${short} est confirmé ({{reference}})`,
      body: `Bonjour {{name}},

Votre demande d'hébergement {{reference}} ({{item}}) est confirmée. Notre équipe logistique vous enverra les instructions de paiement.`,
    },
    'bookings.declined': {
      subject: `Votre demande d'hébergement pour la conférence ${short} ({{reference}})`,
      body: `Bonjour {{name}},

Nous sommes désolés : nous ne pouvons pas confirmer votre demande d'hébergement {{reference}} ({{item}}), pour la raison suivante :

{{reason}}`,
    },
    'contact-messages.reply': {
      subject: 'Re: {{subject}}',
      body: `Bonjour {{name}},

{{reply}}

Votre message :
{{message}}`,
    },
    'payments.reminder': {
      subject: `Inscription ${short} {{reference}} : {{amountDue}} à régler au plus tard le {{dueDate}}`,
      body: `Bonjour {{name}},

Nous vous rappelons qu'il reste {{amountDue}} à régler sur vos frais d'inscription ({{fee}}, dont {{paid}} déjà payés), au plus tard le {{dueDate}}. Veuillez effectuer le paiement par virement bancaire afin de conserver votre place à la conférence ${short}.

Si vous avez payé ces derniers jours, nous vous en remercions : veuillez téléverser votre justificatif de paiement sur votre page d'inscription.`,
    },
  },
  pt: {
    'abstract-decisions.oral': {
      subject: `O seu resumo para a conferência ${short} foi aceite como apresentação oral ({{reference}})`,
      body: `Caro(a) {{name}},

Temos o prazer de informar que o seu resumo {{reference}}, "{{title}}", foi aceite para a conferência ${short} na seguinte modalidade: {{presentationType}}.

{{comments}}

Por favor, confirme que irá apresentá-lo, ou retire-o, através desta ligação (só pode ser utilizada uma vez):
{{link}}

A comissão do programa entrará em contacto consigo sobre a sessão e o horário da sua apresentação.`,
    },
    'abstract-decisions.poster': {
      subject: `O seu resumo para a conferência ${short} foi aceite como póster ({{reference}})`,
      body: `Caro(a) {{name}},

Temos o prazer de informar que o seu resumo {{reference}}, "{{title}}", foi aceite para a conferência ${short} na seguinte modalidade: {{presentationType}}.

{{comments}}

Por favor, confirme que irá apresentá-lo, ou retire-o, através desta ligação (só pode ser utilizada uma vez):
{{link}}

A comissão do programa entrará em contacto consigo sobre a sessão de pósteres.`,
    },
    'abstract-decisions.reject': {
      subject: `O seu resumo para a conferência ${short} ({{reference}})`,
      body: `Caro(a) {{name}},

Agradecemos o envio do seu resumo {{reference}}, "{{title}}". Lamentamos informar que a comissão não pôde aceitá-lo para a conferência ${short}.

{{comments}}

Teremos, ainda assim, todo o gosto em recebê-lo(a) na conferência ${short}.`,
    },
    'memberships.approved': {
      subject: `O seu pedido de adesão à ${association} foi aprovado ({{reference}})`,
      body: `Caro(a) {{name}},

O seu pedido de adesão {{reference}} ({{item}}) foi aprovado. Bem-vindo(a) à ${association}!`,
    },
    'memberships.declined': {
      subject: `O seu pedido de adesão à ${association} ({{reference}})`,
      body: `Caro(a) {{name}},

Lamentamos informar que o seu pedido de adesão {{reference}} ({{item}}) não pôde ser aprovado, pelo seguinte motivo:

{{reason}}`,
    },
    'bookings.confirmed': {
      subject: `O seu alojamento para a conferência ${short} está confirmado ({{reference}})`,
      body: `Caro(a) {{name}},

O seu pedido de alojamento {{reference}} ({{item}}) está confirmado. A nossa equipa de logística enviará as instruções de pagamento.`,
    },
    'bookings.declined': {
      subject: `O seu pedido de alojamento para a conferência ${short} ({{reference}})`,
      body: `Caro(a) {{name}},

Lamentamos, mas não podemos confirmar o seu pedido de alojamento {{reference}} ({{item}}), pelo seguinte motivo:

{{reason}}`,
    },
    'contact-messages.reply': {
      subject: 'Re: {{subject}}',
      body: `Caro(a) {{name}},

{{reply}}

A sua mensagem:
{{message}}`,
    },
    'payments.reminder': {
      subject: `Inscrição ${short} {{reference}}: {{amountDue}} a pagar até {{dueDate}}`,
      body: `Caro(a) {{name}},

Lembramos que falta pagar {{amountDue}} da sua taxa de inscrição ({{fee}}, dos quais {{paid}} já foram pagos), até {{dueDate}}. Por favor, efetue o pagamento por transferência bancária para manter o seu lugar na conferência ${short}.

Se efetuou o pagamento nos últimos dias, agradecemos: por favor, carregue o comprovativo de pagamento na sua página de inscrição.`,
    },
  },
};
