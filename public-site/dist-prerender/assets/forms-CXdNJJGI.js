// src/locales/pt/forms.json
var processing = "A processar...";
var sending = "A enviar...";
var uploading = "A carregar";
var cancel = "Cancelar";
var honeypotLabel = "Sítio web";
var failure = {
	"timeout_one": "O servidor não respondeu em {{count}} segundo. Os dados introduzidos foram mantidos, pelo que pode simplesmente tentar de novo.",
	"timeout_other": "O servidor não respondeu em {{count}} segundos. Os dados introduzidos foram mantidos, pelo que pode simplesmente tentar de novo.",
	"network": "Não foi possível contactar o servidor. Verifique a sua ligação à Internet; os dados introduzidos foram mantidos, pelo que pode simplesmente tentar de novo."
};
var robotCheck = {
	"label": "Verificação anti-robô",
	"loading": "A carregar a verificação anti-robô...",
	"unavailable": "Não foi possível carregar a verificação anti-robô. Verifique a sua ligação à Internet e recarregue a página; os dados introduzidos são mantidos.",
	"challengeFailed": "A verificação anti-robô não conseguiu obter o seu desafio do nosso servidor. Tente novamente dentro de momentos; os dados introduzidos são mantidos."
};
var registration = {
	"failureTitle": "A inscrição falhou",
	"requestLink": "Pedir a ligação de acesso à sua inscrição",
	"intro": "Os campos assinalados com * são obrigatórios.",
	"personalInformation": "Dados pessoais",
	"title": "Título",
	"selectTitle": "Selecione o seu título",
	"otherTitle": "Outro título",
	"firstName": "Nome próprio",
	"otherNames": "Outros nomes (apelido)",
	"gender": "Género",
	"selectGender": "Selecione o género",
	"email": "Endereço de e-mail",
	"phone": "Número de telefone",
	"phoneHint": "Inclua o indicativo do país, por exemplo +256 772 000 000.",
	"country": "País",
	"city": "Cidade",
	"institution": "Instituição/Organização",
	"participation": "Participação",
	"attendingAs": "Participa como",
	"presentationType": "Tipo de apresentação",
	"participantCategory": "Categoria de participante",
	"selectCategory": "Selecione a sua categoria",
	"categoryOption": "{{category}} - {{fee, currency(currency: USD)}}",
	"studentFileLabel": "Cartão de estudante ou carta de admissão",
	"studentFileHint": "PDF, JPG, JPEG ou PNG, até 5 MB.",
	"fieldTripQuestion": "Vai participar na excursão de campo após a conferência (de {{start, datetime(timeZone: UTC; day: numeric)}} a {{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}})?",
	"invoiceLegend": "Fatura",
	"invoiceRequest": "Anexar uma fatura pró-forma ao meu e-mail de confirmação (para uma instituição que paga mediante fatura).",
	"consent": "Consentimento",
	"consents": {
		"paymentConfirmation": "Compreendo que a minha inscrição só fica confirmada depois de paga a taxa de inscrição, e indicarei o meu número de inscrição com o pagamento.",
		"programConsent": "Aceito que o meu nome e a minha organização constem do programa da conferência e da lista de participantes.",
		"emailConsent": "Aceito receber e-mails sobre esta conferência.",
		"marketingConsent": "Gostaria de ser informado(a) sobre futuros eventos e atividades da {{association}}."
	},
	"uploading": "A carregar o seu ficheiro",
	"submit": "Enviar inscrição",
	"successTitle": "Inscrição efetuada com sucesso!",
	"yourId": "O seu número de inscrição: <strong>{{reference}}</strong>",
	"fee": "Taxa de inscrição: <strong>{{amount, currency(currency: USD)}}</strong> ({{tier}})",
	"successReferenceNote": "Indique este número de inscrição como referência do pagamento quando pagar a taxa de inscrição.",
	"confirmationNote": "Depois de pagar, envie o comprovativo de pagamento com o seu número de inscrição por e-mail para {{email}}.",
	"accessLinkNote": "Pode abrir a sua inscrição a qualquer momento, e carregar aí o comprovativo de pagamento, através da ligação de acesso que enviamos a partir da página de acesso à inscrição.",
	"accessPage": "Página de acesso à inscrição"
};
var abstract = {
	"fullName": "Nome completo",
	"affiliation": "Afiliação",
	"email": "Endereço de e-mail",
	"phone": "Número de telefone",
	"abstractTitle": "Título do resumo",
	"subtheme": "Subtema",
	"selectSubtheme": "Selecione um subtema",
	"language": "Língua",
	"presentationType": "Tipo de apresentação",
	"fileLabel": "Ficheiro do resumo",
	"fileHint": "Documento MS Word (.doc ou .docx), até 5 MB.",
	"chosen": "Ficheiro escolhido: {{name}}",
	"comments": "Comentários adicionais",
	"terms": "Confirmo que este resumo cumpre as normas de formatação indicadas",
	"uploading": "A carregar o seu resumo",
	"submit": "Submeter resumo",
	"successTitle": "Submissão efetuada com sucesso!",
	"successText": "Obrigado pela sua submissão. Foi enviada uma confirmação para o seu endereço de e-mail; a comissão científica comunicar-lhe-á a sua decisão.",
	"failureTitle": "A submissão falhou"
};
var booking = {
	"intro": "Os campos assinalados com * são obrigatórios. Não é cobrado qualquer pagamento agora.",
	"fullName": "Nome completo",
	"email": "Endereço de e-mail",
	"phone": "Número de telefone (com indicativo do país)",
	"phonePlaceholder": "+256 772 000 000",
	"nationality": "Nacionalidade",
	"accommodationType": "Tipo de alojamento",
	"accommodationOption": "{{type}} - {{price, currency(currency: USD)}} por noite",
	"sharingPreference": "Preferência de partilha",
	"checkIn": "Data de entrada",
	"checkOut": "Data de saída",
	"specialRequests": "Pedidos especiais",
	"specialRequestsHint": "Chegada tardia, necessidades alimentares, acessibilidade ou qualquer outra informação que devamos saber.",
	"submit": "Enviar pedido de reserva",
	"successTitle": "Pedido de reserva recebido!",
	"successText": "Obrigado. A nossa equipa de logística entrará em contacto no prazo de 48 horas para confirmar a disponibilidade e indicar as instruções de pagamento.",
	"another": "Fazer outra reserva",
	"failureTitle": "O pedido de reserva falhou"
};
var contact = {
	"name": "O seu nome",
	"email": "O seu e-mail",
	"subject": "Assunto",
	"message": "Mensagem",
	"send": "Enviar mensagem",
	"success": "Obrigado! A sua mensagem foi enviada. Responderemos em breve."
};
var membership = {
	"dialogTitle": "Pedido de adesão",
	"dialogIntro": "Peça para aderir à African Association of Women in Geosciences. Confirmaremos o seu pedido por e-mail.",
	"close": "Fechar o pedido de adesão",
	"required": "Os campos assinalados com <mark>*</mark> são obrigatórios.",
	"title": "Título",
	"selectTitle": "Selecione o seu título",
	"name": "Nome completo",
	"organisation": "Organização",
	"profession": "Profissão",
	"qualification": "Habilitação mais elevada",
	"email": "E-mail",
	"address": "Morada postal",
	"phone": "Telefone",
	"mobile": "Telemóvel",
	"fax": "Fax",
	"webpage": "Página web",
	"submit": "Enviar pedido"
};
var sponsorship = {
	"dialogTitle": "Pedido de patrocínio",
	"intro": "Os campos assinalados com * são obrigatórios.",
	"thankYou": "Obrigado!",
	"fullName": "Nome completo",
	"email": "Endereço de e-mail",
	"company": "Empresa/Organização",
	"phone": "Número de telefone",
	"package": "Pacote de patrocínio pretendido",
	"selectPackage": "Selecione um pacote (opcional)",
	"packageOption": "{{name}} - {{price, currency(currency: USD; minimumFractionDigits: 0)}}",
	"message": "Mensagem",
	"submit": "Enviar pedido"
};
var paymentProof = {
	"successTitle": "Comprovativo de pagamento recebido",
	"received": "Obrigado. O seu comprovativo de pagamento foi recebido e aguarda verificação pela nossa equipa.",
	"failureTitle": "O carregamento falhou",
	"problem": "Ocorreu um problema ao carregar o seu comprovativo de pagamento. Tente novamente ou envie-o por e-mail à equipa de inscrições.",
	"method": "Método de pagamento",
	"reference": "Referência da transação",
	"amount": "Montante pago (USD)",
	"date": "Data do pagamento",
	"file": "Comprovativo de pagamento",
	"fileHint": "Talão bancário, confirmação de transferência ou recibo: PDF, JPEG ou PNG, até 5 MB.",
	"uploading": "A carregar o seu comprovativo de pagamento",
	"submit": "Carregar comprovativo de pagamento"
};
var privacyLine = {
	"lead": "Como usamos os seus dados:",
	"link": "Aviso de privacidade"
};
var forms_default = {
	processing,
	sending,
	uploading,
	cancel,
	honeypotLabel,
	failure,
	robotCheck,
	registration,
	abstract,
	booking,
	contact,
	membership,
	sponsorship,
	paymentProof,
	privacyLine
};
export { failure as a, membership as c, processing as d, registration as f, uploading as g, sponsorship as h, contact as i, paymentProof as l, sending as m, booking as n, forms_default as o, robotCheck as p, cancel as r, honeypotLabel as s, abstract as t, privacyLine as u };
